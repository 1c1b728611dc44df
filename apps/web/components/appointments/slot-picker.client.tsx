'use client';

import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { groupInOrder } from '@meridian/domain/group-in-order';
import type { AppointmentSlot } from '@meridian/domain/lead/appointments';
import { RadioGroup } from '@/components/forms/fields.tsx';
import { slotPlace } from './slot-text.ts';
import formStyles from '@/components/forms/form.module.css';
import { Select } from '@/components/ui/select.tsx';

/**
 * Choosing a time: a day, then one of that day's open slots (a radio of the form's `slotId`), each
 * read in the visitor's own time zone with its counsellor and place.
 */
export function SlotPicker(props: {
  id: string;
  slots: readonly AppointmentSlot[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const days = groupInOrder(props.slots, (slot) => slot.local.date);
  const [chosenDay, setChosenDay] = useState<string>();
  const day = days.find((d) => d.first.local.date === chosenDay) ?? days[0];
  if (!day) return <p>No times are open just now. Please call us, or try again tomorrow.</p>;
  return (
    <>
      <div className={formStyles.field}>
        <label htmlFor={`${props.id}-day`}>Day</label>
        <Select
          id={`${props.id}-day`}
          value={day.first.local.date}
          onChange={(event) => setChosenDay(event.target.value)}
        >
          {days.map((d) => (
            <option key={d.first.local.date} value={d.first.local.date}>
              {d.first.local.day} ({d.rows.length} open)
            </option>
          ))}
        </Select>
      </div>
      <RadioGroup
        id={props.id}
        legend={`Time (${day.first.local.zone})`}
        options={day.rows.map((slot) => ({
          value: String(slot.id),
          label: `${slot.local.time}: ${slotPlace(slot)}`,
        }))}
        registration={props.registration}
        error={props.error}
      />
    </>
  );
}
