import { AppLink } from './app-link';

export interface TabItem {
  id: string;
  label: string;
}

/**
 * Tabs whose state lives in `?tabId=` (first tab by default), so they survive reload and back.
 * Each tab is a link that keeps the page's other query parameters.
 */
export function TabLinks({
  tabs,
  activeId,
  basePath,
  query,
  label,
}: {
  tabs: TabItem[];
  activeId: string;
  basePath: string;
  query: Record<string, string | undefined>;
  label: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(query)) if (v && k !== 'tabId' && k !== 'lang') params.set(k, v);
        params.set('tabId', tab.id);
        const selected = tab.id === activeId;
        return (
          <AppLink
            key={tab.id}
            href={`${basePath}?${params}`}
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`panel-${tab.id}`}
            replace
            scroll={false}
          >
            {tab.label}
          </AppLink>
        );
      })}
    </div>
  );
}

/** The active tab id from `?tabId=`, or the first tab when missing or unknown. */
export function activeTab<T extends string>(ids: readonly T[], tabId: string | string[] | undefined): T {
  return ids.find((id) => id === tabId) ?? ids[0];
}
