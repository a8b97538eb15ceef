import { describe, expect, it } from '@jest/globals';
import { isBusinessNumber, partnerApplicationBody, registrationKindOf } from './partner-applications';

describe('isBusinessNumber (사업자등록번호 check digit)', () => {
  it.each(['2208162517', '1248100998', '1234567891'])('accepts %s', (n) => {
    expect(isBusinessNumber(n)).toBe(true);
  });
  it.each(['2208162518', '1248100990', '1234567890', '123456789', '12345678901', '220816251a', ''])(
    'refuses %s',
    (n) => {
      expect(isBusinessNumber(n)).toBe(false);
    },
  );
});

describe('partnerApplicationBody', () => {
  const valid = {
    clinicName: '새봄의원',
    registrationNumber: '220-81-62517',
    postalCode: '06159',
    roadAddress: '서울 강남구 테헤란로 427',
    detailAddress: '',
    contactName: '김담당',
    phone: '010-1234-5678',
    email: 'apply@example.com',
    specialties: [1, 1, 2],
    agreed: true,
  };

  it('normalises the numbers and the lists', () => {
    const body = partnerApplicationBody.parse(valid);
    expect(body).toEqual(
      expect.objectContaining({
        registrationNumber: '2208162517',
        phone: '01012345678',
        specialties: [1, 2],
        detailAddress: null,
      }),
    );
    expect(registrationKindOf(body.registrationNumber)).toBe('BUSINESS');
    expect(registrationKindOf('12345678')).toBe('CARE_INSTITUTION');
  });

  it.each([
    ['registrationNumber', { registrationNumber: '2208162518' }],
    ['registrationNumber', { registrationNumber: '1234567' }],
    ['postalCode', { postalCode: '1234' }],
    ['phone', { phone: '12' }],
    ['email', { email: 'not-an-email' }],
    ['specialties', { specialties: [] }],
    ['agreed', { agreed: false }],
    ['clinicName', { clinicName: '  ' }],
  ])('refuses a bad %s', (field, change) => {
    const parsed = partnerApplicationBody.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path[0])).toContain(field);
  });
});
