'use client';

import { useState } from 'react';
import { groupInOrder } from '@meridian/domain/group-in-order';
import type { AppointmentSlot } from '@meridian/domain/lead/appointments';
import { ChoiceFieldset } from '@/components/ui/field.tsx';
import { Chip } from '@/components/ui/chip.tsx';
import styles from './slot-picker.module.css';

/** Video calls together, then the centre visits of each city. */
const placeOf = (slot: AppointmentSlot) => (slot.centre ? `Visit in ${slot.centre.city}` : 'Video call');

/**
 * Choosing a time with the thumb: a chip per day, then a chip per open time of that day (in the
 * visitor's own zone), the centre visits grouped by city. The chosen slot's id is `value`.
 */
export function SlotPicker(props: {
  id: string;
  slots: readonly AppointmentSlot[];
  value: string;
  onChange: (slotId: string) => void;
  error: string | undefined;
}) {
  const days = groupInOrder(props.slots, (slot) => slot.local.date);
  const chosenSlot = props.slots.find((slot) => String(slot.id) === props.value);
  const [chosenDay, setChosenDay] = useState(chosenSlot?.local.date);
  const day = days.find((d) => d.first.local.date === chosenDay) ?? days[0];
  if (!day) return <p>No times are open just now. Please call us, or try again tomorrow.</p>;
  return (
    <>
      <ChoiceFieldset id={`${props.id}-day`} legend="Day">
        <div className={styles.times}>
          {days.map((d) => (
            <Chip
              key={d.first.local.date}
              selected={d === day}
              onSelect={() => {
                setChosenDay(d.first.local.date);
                if (chosenSlot && chosenSlot.local.date !== d.first.local.date) props.onChange('');
              }}
            >
              {d.first.local.day}
            </Chip>
          ))}
        </div>
      </ChoiceFieldset>
      <ChoiceFieldset id={props.id} legend={`Time (${day.first.local.zone})`} error={props.error}>
        <div className={styles.places}>
          {groupInOrder(day.rows, placeOf).map((place) => (
            <div key={placeOf(place.first)} role="group" aria-label={placeOf(place.first)}>
              <p className={styles.place}>{placeOf(place.first)}</p>
              <div className={styles.times}>
                {place.rows.map((slot) => (
                  <Chip
                    key={slot.id}
                    selected={String(slot.id) === props.value}
                    onSelect={() => props.onChange(String(slot.id))}
                  >
                    {slot.local.time} · {slot.counsellor.name}
                  </Chip>
                ))}
              </div>
            </div>
          ))}
        </div>
      </ChoiceFieldset>
    </>
  );
}
