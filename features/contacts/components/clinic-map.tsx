'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import Spinner from '@/components/ui/spinner';
import { hasMapConsent, rememberMapConsent } from '@/features/contacts/client/consent';
import type { MapsLoadState } from '@/features/contacts/client/loader';
import { MAP_ZOOM } from '@/features/contacts/model/map-settings';
import { browserMapId } from '@/lib/env/browser';
import { SITE } from '@/lib/site';

import styles from './clinic-map.module.css';

interface ClinicMapProps {
  /** The Google Maps key; empty shows only the picture, the address and the link to open the map. */
  apiKey: string;
  address: string;
  /** The clinic's coordinates and a link that opens them in Google Maps (lib/clinic.ts, passed by the page). */
  position: { lat: number; lng: number };
  mapLink: string;
}

/**
 * The clinic on a Google map, loaded only when the visitor asks for it ("Show map"): until then the
 * page shows a picture of our own and the address, and sends nothing to Google. The choice is
 * remembered for the visit (features/contacts/client/consent.ts). States: pending (not chosen), loading, loaded,
 * error; each is shown and announced. Without a key, or when loading fails, the address and a link
 * to open the map stay — never an empty box.
 */
export default function ClinicMap({ apiKey, address, position, mapLink }: ClinicMapProps) {
  const t = useTranslations('Map');
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapsLoadState>(apiKey ? 'pending' : 'error');
  // 0 until the visitor chooses to see the map; every retry adds one.
  const [attempt, setAttempt] = useState(0);
  const { lat, lng } = position;

  // A choice made earlier in this visit holds on this page too (read after hydration: the server cannot know it).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser
    if (apiKey && hasMapConsent()) setAttempt((n) => Math.max(n, 1));
  }, [apiKey]);

  useEffect(() => {
    if (!apiKey || attempt === 0) return;
    let cancelled = false;
    const start = async () => {
      setState('loading');
      try {
        // The loader's code comes only when the visitor asks for the map.
        const { getMapsLoader } = await import('@/features/contacts/client/loader');
        const loader = getMapsLoader();
        const { Map } = await loader.load('maps', { apiKey }, locale);
        const markers = await loader.load('marker', { apiKey }, locale);
        if (cancelled || !canvas.current) return;
        const mapId = browserMapId();
        const map = new Map(canvas.current, {
          center: { lat, lng },
          zoom: MAP_ZOOM,
          ...(mapId ? { mapId } : {}),
          streetViewControl: false,
          mapTypeControl: false,
        });
        if (mapId) new markers.AdvancedMarkerElement({ map, position: { lat, lng }, title: SITE.brand });
        else new markers.Marker({ map, position: { lat, lng }, title: SITE.brand });
        setState('loaded');
      } catch {
        if (!cancelled) setState('error');
      }
    };
    void start();
    return () => {
      cancelled = true;
    };
  }, [apiKey, locale, attempt, lat, lng]);

  const show = () => {
    rememberMapConsent();
    setAttempt((n) => n + 1);
    // The button goes away: keep the keyboard in the map's box, where the state is announced.
    box.current?.focus();
  };

  const statusText = state === 'loading' ? t('loading') : state === 'loaded' ? t('loaded') : state === 'error' && apiKey ? t('error') : '';

  return (
    <div className={styles.map} data-state={state}>
      <div ref={box} className={styles.box} tabIndex={-1}>
        {apiKey ? <div ref={canvas} className={styles.canvas} role="region" aria-label={t('label', { brand: SITE.brand })} /> : null}
        {state !== 'loaded' ? (
          <>
            {/* Our own drawing, from this site: a picture where the map will be, before anything is asked of Google. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no image optimization */}
            <img src="/images/clinic-map.svg" alt={t('preview')} className={styles.preview} width={800} height={600} />
            {apiKey && state !== 'pending' ? (
              <div className={styles.overlay}>
                <div className={styles.consent}>
                  {state === 'loading' ? <Spinner size="lg" /> : null}
                  <p className={styles.status} role={state === 'error' ? 'alert' : 'status'}>
                    {statusText}
                  </p>
                  {state === 'error' ? (
                    <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
                      {t('retry')}
                    </button>
                  ) : null}
                </div>
              </div>
            ) : null}
          </>
        ) : (
          <p className="visually-hidden" role="status">
            {statusText}
          </p>
        )}
      </div>
      {apiKey && state === 'pending' ? (
        <div className={styles.choice}>
          <button type="button" className={styles.show} onClick={show}>
            {t('show')}
          </button>
          <p className={styles.note}>{t('consentNote')}</p>
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
