import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/ui/icons/heart';

/**
 * The action bar's markup: the bookmark heart and, unless `consult` is false, the consultation button. With no
 * handlers and `unknown`, it is what the server renders before the session is known (both disabled and busy).
 */
export function ActionBarView({
  bookmarked = false,
  busy = false,
  unknown,
  consult,
  consultLabel,
  onBookmark,
  onConsult,
}: {
  bookmarked?: boolean;
  busy?: boolean;
  unknown: boolean;
  consult: boolean;
  consultLabel?: string;
  onBookmark?: () => void;
  onConsult?: () => void;
}) {
  const t = useTranslations('Detail');
  const tb = useTranslations('Bookmark');
  return (
    <>
      <div className="action-bar-spacer" aria-hidden="true" />
      <div className="action-bar" role="group" aria-label={t('actions')}>
        <button
          type="button"
          className="action-bar__bookmark"
          aria-label={bookmarked ? tb('remove') : tb('add')}
          aria-pressed={bookmarked}
          disabled={busy || unknown}
          aria-busy={unknown}
          onClick={onBookmark}
        >
          <HeartIcon fill={bookmarked ? 'currentColor' : 'none'} />
        </button>
        {consult && (
          <button
            type="button"
            className="button action-bar__consult"
            disabled={unknown}
            aria-busy={unknown}
            onClick={onConsult}
          >
            {consultLabel ?? t('consult')}
          </button>
        )}
      </div>
    </>
  );
}
