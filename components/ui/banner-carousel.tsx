import { useTranslations } from 'next-intl';
import { cdnUrl } from '@/lib/cdn';
import { CarouselFrame } from './carousel-frame';
import { FillImage } from './fill-image';
import { ImageIcon } from './icons/image';
import styles from './banner-carousel.module.css';

export interface BannerImage {
  url: string | null;
  alt: string;
}

function Slide({ image, priority }: { image: BannerImage; priority: boolean }) {
  const src = cdnUrl(image.url);
  if (!src) {
    return (
      <span className="placeholder-icon" role="img" aria-label={image.alt}>
        <ImageIcon width={40} height={40} />
      </span>
    );
  }
  return (
    <FillImage
      src={src}
      alt={image.alt}
      sizes="(max-width: 480px) 100vw, 480px"
      priority={priority}
      className={styles.image}
      draggable={false}
    />
  );
}

/**
 * Looping 16:9 banner carousel (embla, swipe or the arrow buttons) — e.g. a clinic's banner image followed by
 * its introduction images. No images: one placeholder slide; one image: no controls. The slides are rendered
 * here (on the server for a page); the browser gets the frame that moves them (CarouselFrame).
 *
 *   <BannerCarousel label={`${clinic.name} 소개 이미지`} images={[{ url: clinic.bannerUrl, alt: clinic.name }, …]} />
 */
export function BannerCarousel({ images, label }: { images: BannerImage[]; label: string }) {
  const tc = useTranslations('Common');
  const slides: BannerImage[] = images.length > 0 ? images : [{ url: null, alt: tc('noImage') }];
  const total = slides.length;
  return (
    <CarouselFrame label={label} total={total}>
      {slides.map((image, i) => (
        <div
          key={`${image.url ?? 'none'}-${i}`}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${total}`}
        >
          <Slide image={image} priority={i === 0} />
        </div>
      ))}
    </CarouselFrame>
  );
}
