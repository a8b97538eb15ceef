import { useLocale, useTranslations } from 'next-intl';
import type { Clinic } from '@/contracts/clinics';
import { type OpeningHours, seoulClock, WEEKDAYS } from '@/contracts/opening-hours';
import { DetailSection } from '@/components/detail/detail-section';
import { dateTimeFormat } from '@/lib/format';
import { OpenNow } from './open-now';
import { SafetyFacts } from './safety-facts';

const LANGUAGES = ['ko', 'ja', 'en', 'zh'] as const;

/** The days off still ahead (the page may be days old in a cache; the browser does not hide past ones). */
const upcoming = (hours: OpeningHours) => {
  const today = seoulClock(new Date()).date;
  // Only real days (the API checks them; stored data might predate the check).
  return (hours.closedDates ?? []).filter((d) => d >= today && !Number.isNaN(Date.parse(`${d}T00:00:00Z`))).slice(0, 3);
};

/**
 * What people choose a clinic by, on its info tab: opening hours with '진료 중' now, the nearest station,
 * the languages the staff speak and the safety facts. Each part only when the clinic gave it.
 */
export function ClinicFacts({ clinic }: { clinic: Clinic }) {
  const t = useTranslations('ClinicFacts');
  const locale = useLocale();
  const hours = clinic.openingHours;
  const languages = (clinic.languages ?? []).filter((l): l is (typeof LANGUAGES)[number] =>
    (LANGUAGES as readonly string[]).includes(l),
  );
  const safety = clinic.safety;
  const hasSafety =
    safety &&
    (safety.operatingRoomCctv || safety.anesthesiologist || safety.specialistCount || safety.emergencyEquipment);
  const dayOff = (d: string) =>
    dateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  return (
    <>
      {hours && (
        <DetailSection title={t('hours')}>
          <OpenNow hours={hours} />
          <dl className="hours">
            {WEEKDAYS.map((d) => {
              const day = hours.days[d];
              return (
                <div key={d} className="hours__row">
                  <dt>{t(`weekdays.${d}`)}</dt>
                  <dd>
                    {day ? `${day.open}–${day.close}` : t('closedDay')}
                    {day?.breakStart && day.breakEnd && (
                      <span className="hours__break">{t('lunch', { start: day.breakStart, end: day.breakEnd })}</span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          {upcoming(hours).length > 0 && (
            <p className="hours__off">{t('daysOff', { days: upcoming(hours).map(dayOff).join(', ') })}</p>
          )}
        </DetailSection>
      )}
      {clinic.station && (
        <DetailSection title={t('station')}>
          <p className="facts__line">
            {clinic.station.walkMinutes != null
              ? t('walk', { station: clinic.station.name, minutes: clinic.station.walkMinutes })
              : clinic.station.name}
          </p>
        </DetailSection>
      )}
      {languages.length > 0 && (
        <DetailSection title={t('languagesTitle')}>
          <p className="facts__line">{languages.map((l) => t(`languages.${l}`)).join(' · ')}</p>
        </DetailSection>
      )}
      {hasSafety && (
        <DetailSection title={t('safetyTitle')}>
          <SafetyFacts safety={safety} />
        </DetailSection>
      )}
    </>
  );
}
