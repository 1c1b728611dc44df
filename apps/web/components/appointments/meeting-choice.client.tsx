'use client';

import type { AppointmentSlot } from '@meridian/domain/lead/appointments';
import formStyles from '@/components/forms/form.module.css';
import { Select } from '@/components/ui/select.tsx';
import { meetingChoicesOf } from './meeting-choices.ts';

/**
 * How to meet, among the ways the open slots offer: a video call, or a visit at a centre of a city
 * (a select's group of cities when there are several). No centre open, no centre offered.
 */
export function MeetingChoice(props: {
  slots: readonly AppointmentSlot[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { either, video, centres } = meetingChoicesOf(props.slots);
  const centreOptions = centres.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
  return (
    <div className={formStyles.field}>
      <label htmlFor="appointment-mode">How would you like to meet?</label>
      <Select
        id="appointment-mode"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {either && <option value="">Either</option>}
        {video && <option value={video.value}>{video.label}</option>}
        {centres.length > 1 ? (
          <optgroup label="Experience-centre visit">{centreOptions}</optgroup>
        ) : (
          centreOptions
        )}
      </Select>
    </div>
  );
}
