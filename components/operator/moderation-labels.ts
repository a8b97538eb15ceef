'use client';

import { useTranslations } from 'next-intl';
import {
  DECISION_REASONS,
  EXPIRED_REASON,
  MEMBER_REPORT_REASONS,
  TAKEDOWN_REASONS,
  type DecisionReason,
  type MemberReportReason,
  type TakedownReason,
} from '@/contracts/moderation-rules';

const isIn = <T extends string>(list: readonly T[], code: string): code is T =>
  (list as readonly string[]).includes(code);

/** The labels of moderation codes in the operator's language (messages Moderation.*), any list's code accepted. */
export function useModerationLabels() {
  const t = useTranslations('Moderation');
  const to = useTranslations('Operator.moderation');
  return {
    kind: (k: 'REPORT' | 'TAKEDOWN') => to(k === 'REPORT' ? 'kind.REPORT' : 'kind.TAKEDOWN'),
    reason: (code: string | null): string => {
      if (!code) return '—';
      if (isIn<DecisionReason | typeof EXPIRED_REASON>([...DECISION_REASONS, EXPIRED_REASON], code))
        return t(`decisionReason.${code}`);
      if (isIn<TakedownReason>(TAKEDOWN_REASONS, code)) return t(`takedownReason.${code}`);
      if (isIn<MemberReportReason>(MEMBER_REPORT_REASONS, code)) return t(`memberReason.${code}`);
      return code;
    },
    decision: (d: 'REMOVED' | 'RESTORED' | 'KEPT' | null) => (d ? t(`state.${d}`) : to('open')),
  };
}
