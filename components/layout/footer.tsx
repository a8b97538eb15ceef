import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { company } from '@/lib/legal';
import type { Locale } from '@/lib/i18n/config';

/** Footer: company info, customer centre, partner application, terms, privacy, location terms. */
export function Footer() {
  const t = useTranslations('Footer');
  const info = company[useLocale() as Locale];
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('company')}>
        <AppLink href="/terms">{t('terms')}</AppLink>
        <AppLink href="/privacy">{t('privacy')}</AppLink>
        <AppLink href="/location-terms">{t('locationTerms')}</AppLink>
        <AppLink href="/partners">{t('partner')}</AppLink>
        <AppLink href="/customer-center">{t('customerCenter')}</AppLink>
        <AppLink href="/transparency">{t('transparency')}</AppLink>
      </nav>
      <div className="footer__cs">
        <p className="footer__title">{t('customerCenter')}</p>
        <a href={`tel:${info.csPhone}`}>{info.csPhone}</a>
        <p>
          {t('csHours')} {info.csHours}
        </p>
        <p>
          <a href={`mailto:${info.email}`}>{info.email}</a>
        </p>
      </div>
      <p className="footer__title">{info.name}</p>
      <dl>
        <dt>{t('ceo')}</dt>
        <dd>{info.ceo}</dd>
        <dt>{t('businessNumber')}</dt>
        <dd>{info.businessNumber}</dd>
        <dt>{t('mailOrderNumber')}</dt>
        <dd>{info.mailOrderNumber}</dd>
        <dt>{t('address')}</dt>
        <dd>{info.address}</dd>
        <dt>{t('privacyOfficer')}</dt>
        <dd>{info.privacyOfficer}</dd>
      </dl>
      <p>{t('disclaimer')}</p>
      <p>{t('copyright', { year: 2026, company: info.name })}</p>
    </footer>
  );
}
