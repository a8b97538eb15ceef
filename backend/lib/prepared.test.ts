import { describe, expect, it } from '@jest/globals';
import type { DbOrTx } from '../db/client';
import { preparedFor, shapeOf } from './prepared';

describe('shapeOf', () => {
  it.each([
    [{}, ''],
    [{ clinicId: 3, treatmentId: undefined }, 'clinicId'],
    [{ treatmentId: 9, clinicId: 3 }, 'clinicId,treatmentId'],
    [{ clinicId: 4, treatmentId: 1 }, 'clinicId,treatmentId'],
    [{ ongoing: true }, 'ongoing=true'],
    [{ ongoing: false }, 'ongoing=false'],
  ])('%p → %p (values do not matter, flags and presence do)', (filter, shape) => expect(shapeOf(filter)).toBe(shape));
});

describe('preparedFor', () => {
  const fakeQuery = (sql: string) => ({ prepare: (name: string) => ({ sql, name }) });

  it('builds and prepares once per database and key, unnamed', () => {
    const db = {} as DbOrTx;
    let builds = 0;
    const build = () => (builds++, fakeQuery('select 1'));
    const first = preparedFor(db, 'k', build);
    expect(preparedFor(db, 'k', build)).toBe(first);
    expect(builds).toBe(1);
    expect(first).toEqual({ sql: 'select 1', name: '' });
  });

  it('names the statement by its key when asked to', () => {
    const db = {} as DbOrTx;
    expect(preparedFor(db, 'search:ko:short', () => fakeQuery('select 2'), { named: true })).toEqual({
      sql: 'select 2',
      name: 'search:ko:short',
    });
  });

  it('keeps keys and databases (or transactions) apart', () => {
    const [db, tx] = [{}, {}] as DbOrTx[];
    expect(preparedFor(db, 'a', () => fakeQuery('a')).sql).toBe('a');
    expect(preparedFor(db, 'b', () => fakeQuery('b')).sql).toBe('b');
    expect(preparedFor(tx, 'a', () => fakeQuery('a in tx')).sql).toBe('a in tx');
  });
});
