'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import type { FreeSlot } from '../api/schemas';
import { byDayPart } from '../model/calendar-view';
import styles from './booking.module.css';
import SlotTime from './slot-time';

interface TimeChoiceProps {
  legend: string;
  slots: readonly FreeSlot[];
  selected: FreeSlot | null;
  timeZone: string;
  visitorTimeZone: string | null;
  /** Every doctor's times together: each names its doctor. */
  showDoctor: boolean;
  onChoose: (slot: FreeSlot) => void;
}

export const slotId = (slot: Pick<FreeSlot, 'startsAt' | 'doctor'>) => `${slot.startsAt}|${slot.doctor.slug}`;

/**
 * The free times of a day as one radio group (arrows move through it, as native radios do), in morning, afternoon
 * and evening groups.
 */
export default function TimeChoice({ legend, slots, selected, timeZone, visitorTimeZone, showDoctor, onChoose }: TimeChoiceProps) {
  const t = useTranslations('Booking');
  const name = useId();
  return (
    <fieldset className={styles.times}>
      <legend className={styles.timesLegend}>{legend}</legend>
      {byDayPart(slots, timeZone).map((group) => (
        <div key={group.part} role="group" aria-labelledby={`${name}-${group.part}`} className={styles.part}>
          <h4 id={`${name}-${group.part}`} className={styles.partTitle}>
            {t(`parts.${group.part}`)}
          </h4>
          <div className={styles.chips}>
            {group.slots.map((slot) => {
              const id = slotId(slot);
              return (
                <label key={id} className={styles.chip}>
                  <input
                    type="radio"
                    name={name}
                    value={id}
                    checked={selected ? slotId(selected) === id : false}
                    onChange={() => onChoose(slot)}
                    className={styles.chipInput}
                  />
                  <span className={styles.chipText}>
                    <SlotTime startsAt={slot.startsAt} timeZone={timeZone} visitorTimeZone={visitorTimeZone} />
                    {showDoctor ? <span className={styles.chipDoctor}>{slot.doctor.name}</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
