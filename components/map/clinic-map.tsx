import { useTranslations } from 'next-intl';
import { mapAddress } from '@/lib/maps/load-google-maps';
import { LiveMap } from './live-map';
import { MapBox } from './map-box';
import { MapLinks } from './map-links';

type Props = { address: string | null; name: string; apiKey?: string; height?: number };

/**
 * Map of a clinic's address (geocoded; on OK a zoom-16 map with a marker, otherwise an error is
 * logged with no user message; default height 200 px; Seoul City Hall when there is no address).
 * Without a maps key (and no `window.google.maps`), a box with the address and links to map apps, rendered
 * here (on the server for a page), as is the map's box; the map's code comes once the page is up.
 */
export function ClinicMap({ address, name, apiKey, height = 200 }: Props) {
  const t = useTranslations('Map');
  const shown = mapAddress(address);
  const key = apiKey?.trim() ?? '';
  const label = t('label', { name });
  return (
    <LiveMap
      apiKey={key}
      address={shown}
      name={name}
      label={label}
      height={height}
      box={<MapBox address={shown} label={label} height={height} />}
      links={!key && <MapLinks address={shown} label={label} height={height} />}
    />
  );
}
