import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { rememberChoice, rememberedChoice, selectionKey } from './remembered-selection';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('selectionKey', () => {
  it('is the first 10 characters of the base64 SHA-256 of the names', async () => {
    const names = ['없음', '[첫방문] 보톡스 1회 체험가', '울쎄라 300샷'];
    const expected = createHash('sha256').update(names.join('\n')).digest('base64').slice(0, 10);
    expect(await selectionKey(names)).toBe(expected);
    expect(await selectionKey(names)).toHaveLength(10);
  });
  it('differs for another list', async () =>
    expect(await selectionKey(['a', 'b'])).not.toBe(await selectionKey(['a', 'c'])));
});

describe('remembered choice', () => {
  it('restores a remembered value only while it is still offered', () => {
    const storage = memory();
    rememberChoice('k', '3', storage);
    expect(rememberedChoice('k', ['1', '2', '3'], storage)).toBe('3');
    expect(rememberedChoice('k', ['1', '2'], storage)).toBeNull();
    expect(rememberedChoice('other', ['3'], storage)).toBeNull();
  });
  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(rememberedChoice('k', ['1'], broken)).toBeNull();
    expect(() => rememberChoice('k', '1', broken)).not.toThrow();
  });
});
