'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { PlusIcon } from '@/components/ui/icons/plus';
import { Modal } from '@/components/ui/modal';
import type { Picker } from './explore-state';

/** The top bar's plus button and the picker for the current filter depth; disabled without a picker. */
export function FilterPicker({ picker }: { picker: Picker | null }) {
  const t = useTranslations('Explore');
  const [open, setOpen] = useState(false);
  const title = picker ? t(`picker.${picker.kind}`) : '';
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('add')}
        aria-haspopup="dialog"
        disabled={!picker}
        onClick={() => setOpen(true)}
      >
        <PlusIcon />
      </button>
      {picker && (
        <Modal open={open} onClose={() => setOpen(false)} title={title} closeLabel={t('close')} variant="sheet">
          <div className="picker">
            {picker.groups.map((group) => (
              <section key={group.title} className="picker__group" aria-label={t(`group.${group.title}`)}>
                {picker.groups.length > 1 && <h3 className="picker__group-title">{t(`group.${group.title}`)}</h3>}
                {group.options.length === 0 ? (
                  <p className="picker__empty">{t('noOptions')}</p>
                ) : (
                  <div className="chips">
                    {group.options.map((o) => (
                      <AppLink key={o.id} href={o.href} className="chip" onClick={() => setOpen(false)} scroll={false}>
                        {o.label}
                      </AppLink>
                    ))}
                  </div>
                )}
              </section>
            ))}
          </div>
        </Modal>
      )}
    </>
  );
}
