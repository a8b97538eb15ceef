import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, errorCodeForStatus, ErrorCodeSchema } from '@/contracts/errors';

describe('error codes', () => {
  it.each([
    [400, 'VALIDATION_ERROR'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'METHOD_NOT_ALLOWED'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [422, 'VALIDATION_ERROR'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL_ERROR'],
    [502, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'SERVICE_UNAVAILABLE'],
  ])('names status %d %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it('accepts exactly the listed codes', () => {
    for (const code of ERROR_CODES) expect(ErrorCodeSchema.parse(code)).toBe(code);
    expect(ErrorCodeSchema.safeParse('UPSTREAM').success).toBe(false);
  });
});
