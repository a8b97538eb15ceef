'use client';

// Pages shown in this document so far (client navigations included). When the current page is the first
// one, the history entry before it (if any) is another site or a blank tab: "back" must not go there.
let pagesShown = 0;

/** Called once per page shown (components/layout/scroll-to-top.tsx). */
export function notePageShown(): void {
  pagesShown += 1;
}

/** Whether going back stays in the app: this page was reached by a navigation inside this document. */
export const canGoBackInApp = (): boolean => pagesShown > 1;
