import { describe, expect, it } from '@jest/globals';
import { messagesUrl, parseMessagesQuery } from './lazy-messages';

describe('lazy messages', () => {
  it('asks for a set of namespaces under one URL whatever the order', () => {
    expect(messagesUrl('ja', ['Search', 'Counsel', 'Search'])).toBe(messagesUrl('ja', ['Counsel', 'Search']));
    expect(messagesUrl('ja', ['Search', 'Counsel'])).toMatch(/^\/i18n\/ja\?ns=Counsel,Search&v=\S+$/);
  });

  it('answers field messages for a bad locale or namespace, and the query otherwise', () => {
    const fetchable = ['Counsel', 'Login'];
    expect(parseMessagesQuery('ko', 'Login,Counsel', fetchable)).toEqual({ locale: 'ko', names: ['Login', 'Counsel'] });
    expect(parseMessagesQuery('fr', 'Login', fetchable)).toEqual({ fields: { locale: 'Must be ko, ja or en' } });
    expect(parseMessagesQuery('ko', null, fetchable)).toEqual({ fields: { ns: 'Name at least one namespace' } });
    expect(parseMessagesQuery('ko', 'Legal,Login', fetchable)).toEqual({ fields: { ns: 'Unknown namespace: Legal' } });
    expect(parseMessagesQuery('ko', Array(21).fill('Login').join(','), fetchable)).toEqual({
      fields: { ns: 'At most 20 namespaces' },
    });
  });
});
