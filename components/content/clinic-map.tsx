'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { GOOGLE_MAPS_MAP_ID, MAP_LAZY_MARGIN_PX, MAP_ZOOM } from '@/lib/config';
import { SITE } from '@/lib/site';
import { getMapsLoader, type MapsLoadState } from '@/lib/maps/loader';
import Spinner from '@/components/ui/spinner';
import styles from './clinic-map.module.css';

interface ClinicMapProps {
  /** The Google Maps key; empty shows only the address and the link to open the map. */
  apiKey: string;
  address: string;
  /** The clinic's coordinates and a link that opens them in Google Maps (lib/clinic.ts, passed by the page). */
  position: { lat: number; lng: number };
  mapLink: string;
}

/**
 * The clinic on a Google map. The script loads when the map scrolls near the viewport; its state
 * (pending, loading, loaded, error) is shown and announced. Without a key, or when loading fails,
 * the address and a link to open the map stay — never an empty box.
 */
export default function ClinicMap({ apiKey, address, position, mapLink }: ClinicMapProps) {
  const t = useTranslations('Map');
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapsLoadState>(apiKey ? 'pending' : 'error');
  const [attempt, setAttempt] = useState(0);
  const { lat, lng } = position;

  useEffect(() => {
    const element = box.current;
    if (!apiKey || !element) return;
    let cancelled = false;

    const start = async () => {
      setState('loading');
      try {
        const loader = getMapsLoader();
        const { Map } = await loader.load('maps', { apiKey }, locale);
        const markers = await loader.load('marker', { apiKey }, locale);
        if (cancelled || !canvas.current) return;
        const map = new Map(canvas.current, {
          center: { lat, lng },
          zoom: MAP_ZOOM,
          ...(GOOGLE_MAPS_MAP_ID ? { mapId: GOOGLE_MAPS_MAP_ID } : {}),
          streetViewControl: false,
          mapTypeControl: false,
        });
        if (GOOGLE_MAPS_MAP_ID) new markers.AdvancedMarkerElement({ map, position: { lat, lng }, title: SITE.brand });
        else new markers.Marker({ map, position: { lat, lng }, title: SITE.brand });
        setState('loaded');
      } catch {
        if (!cancelled) setState('error');
      }
    };

    if (!('IntersectionObserver' in window)) {
      void start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: `${MAP_LAZY_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [apiKey, locale, attempt, lat, lng]);

  const statusText =
    state === 'pending' ? t('pending') : state === 'loading' ? t('loading') : state === 'loaded' ? t('loaded') : apiKey ? t('error') : '';

  return (
    <div className={styles.map} data-state={state}>
      {apiKey ? (
        <div ref={box} className={styles.box}>
          <div ref={canvas} className={styles.canvas} role="region" aria-label={t('label', { brand: SITE.brand })} />
          {state !== 'loaded' ? (
            <div className={styles.overlay}>
              {state === 'loading' ? <Spinner size="lg" /> : <PinIcon />}
              <p className={styles.status} role={state === 'error' ? 'alert' : 'status'}>
                {statusText}
              </p>
              {state === 'error' ? (
                <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
                  {t('retry')}
                </button>
              ) : null}
            </div>
          ) : (
            <p className="visually-hidden" role="status">
              {statusText}
            </p>
          )}
        </div>
      ) : null}
      <div className={styles.fallback}>
        <PinIcon />
        <div>
          <p className={styles.address}>{address}</p>
          <a href={mapLink} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t('open')}
            <span className="visually-hidden"> {t('newWindow')}</span>
          </a>
        </div>
      </div>
    </div>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={styles.pin}>
      <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}
