import { cdnUrl } from '@/lib/cdn';
import { FillImage } from './fill-image';
import { ImageIcon } from './icons/image';

/** An image through the CDN rewrite, or the placeholder icon when there is none. Fills its parent box. */
export function Thumb({
  url,
  alt,
  sizes,
  priority,
}: {
  url: string | null | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  const src = cdnUrl(url);
  if (!src) {
    return (
      <span className="placeholder-icon" role="img" aria-label={alt}>
        <ImageIcon width={28} height={28} />
      </span>
    );
  }
  return <FillImage src={src} alt={alt} sizes={sizes} objectFit="cover" priority={priority} />;
}
