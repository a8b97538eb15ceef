'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { loadPostcode, roadAddressOf, type PostcodeApi } from '@/lib/postcode/load-postcode';
import { logFailure } from '@/lib/client-log';

/**
 * '주소 검색': opens the Korean postal-code search in a sheet and hands back the postal code and road address.
 * When its script cannot load, says so (the road address field stays usable by hand).
 */
export function PostcodeSearch({
  onSelect,
}: {
  onSelect: (address: { postalCode: string; roadAddress: string }) => void;
}) {
  const t = useTranslations('Postcode');
  const [api, setApi] = useState<PostcodeApi | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);

  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setApi(await loadPostcode());
      setOpen(true);
    } catch (err) {
      logFailure('postal-code search unavailable', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => void start()}
        disabled={busy}
        aria-haspopup="dialog"
      >
        {t('searchAddress')}
      </button>
      {failed && (
        <p className="pc-error" role="alert" style={{ gridColumn: '1 / -1' }}>
          {t('postcodeUnavailable')} {t('postcodeManual')}
        </p>
      )}
      {api && (
        <Modal open={open} onClose={() => setOpen(false)} title={t('postcodeTitle')} closeLabel={t('postcodeTitle')}>
          <PostcodeFrame
            api={api}
            onSelect={(choice) => {
              setOpen(false);
              onSelect(choice);
            }}
          />
        </Modal>
      )}
    </>
  );
}

function PostcodeFrame({
  api,
  onSelect,
}: {
  api: PostcodeApi;
  onSelect: (address: { postalCode: string; roadAddress: string }) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onSelect);
  useEffect(() => {
    latest.current = onSelect;
  });
  useEffect(() => {
    if (!box.current) return;
    new api.Postcode({
      width: '100%',
      height: '100%',
      oncomplete: (data) => latest.current({ postalCode: data.zonecode, roadAddress: roadAddressOf(data) }),
    }).embed(box.current);
  }, [api]);
  return <div ref={box} className="pc-postcode" data-testid="postcode-frame" />;
}
