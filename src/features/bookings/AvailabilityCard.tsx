// The Booked Calls screen's availability: when each admin takes calls (in the order visitors are given
// a free admin), edited for themselves or for another admin, and the firm's setting of whether visitors
// choose their partner.
import { Pencil } from 'lucide-react';
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '#src/ui/Field.tsx';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { refusedFields, runAction } from '../admin/run-action.ts';
import {
  type Availability,
  BOOKING_MESSAGES,
  CALL_MINUTES,
  DEFAULT_AVAILABILITY,
  MAX_BUFFER_MINUTES,
  WEEKDAYS,
} from './booking-terms.ts';
import type { AvailabilityOverview, StaffAvailabilityView } from './types.ts';

/** "Mon–Fri 09:00–17:00, 30-minute calls" */
export function availabilitySummary(availability: Availability | null): string {
  if (!availability) return 'Not offered: no hours set';
  if (!availability.takingCalls) return 'Not taking calls';
  const days = WEEKDAYS.filter(({ day }) => (availability.weeklyHours[String(day)] ?? []).length > 0).map(({ day, label }) => {
    const ranges = (availability.weeklyHours[String(day)] ?? []).map(([from, to]) => `${from}–${to}`).join(', ');
    return `${label.slice(0, 3)} ${ranges}`;
  });
  return `${days.length > 0 ? days.join('; ') : 'No weekly hours'}; ${availability.callMinutes}-minute calls`;
}

interface AvailabilityForm {
  days: Record<string, { on: boolean; from: string; to: string }>;
  callMinutes: string;
  bufferMinutes: string;
  noticeHours: string;
  maxCallsPerDay: string;
  daysOff: string;
  takingCalls: boolean;
}

function formOf(availability: Availability | null): AvailabilityForm {
  const source = availability ?? DEFAULT_AVAILABILITY;
  return {
    days: Object.fromEntries(
      WEEKDAYS.map(({ day }) => {
        const [range] = source.weeklyHours[String(day)] ?? [];
        return [String(day), { on: Boolean(range), from: range?.[0] ?? '09:00', to: range?.[1] ?? '17:00' }];
      }),
    ),
    callMinutes: String(source.callMinutes),
    bufferMinutes: String(source.bufferMinutes),
    noticeHours: String(source.noticeHours),
    maxCallsPerDay: source.maxCallsPerDay === null ? '' : String(source.maxCallsPerDay),
    daysOff: source.daysOff.join('\n'),
    takingCalls: availability ? source.takingCalls : true,
  };
}

function AvailabilityDialog({
  member,
  onClose,
  onSaved,
}: {
  member: StaffAvailabilityView | null;
  onClose: () => void;
  onSaved: (member: StaffAvailabilityView) => void;
}) {
  const [form, setForm] = useState<AvailabilityForm>(() => formOf(member?.availability ?? null));
  const [fields, setFields] = useState<Record<string, string>>({});
  useEffect(() => {
    setForm(formOf(member?.availability ?? null));
    setFields({});
  }, [member]);
  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!member) return;
    const body = {
      weeklyHours: Object.fromEntries(
        Object.entries(form.days)
          .filter(([, day]) => day.on)
          .map(([day, { from, to }]) => [day, [[from, to]]]),
      ),
      callMinutes: Number(form.callMinutes),
      bufferMinutes: Number(form.bufferMinutes),
      noticeHours: Number(form.noticeHours),
      maxCallsPerDay: form.maxCallsPerDay.trim() === '' ? null : Number(form.maxCallsPerDay),
      daysOff: form.daysOff
        .split(/[\s,]+/)
        .map((day) => day.trim())
        .filter(Boolean),
      takingCalls: form.takingCalls,
    };
    await runAction(
      () =>
        requestJson<{ staff: StaffAvailabilityView }>(`/api/admin/bookings/availability/${encodeURIComponent(member.id)}`, {
          method: 'PUT',
          body,
        }),
      {
        failed: BOOKING_MESSAGES.saveFailed,
        success: BOOKING_MESSAGES.saved,
        onRefused: (error) => setFields(refusedFields(error)),
      },
    ).then((saved) => saved && onSaved(member));
  };
  const setDay = (day: string, change: Partial<AvailabilityForm['days'][string]>) =>
    setForm((current) => ({
      ...current,
      days: { ...current.days, [day]: { ...(current.days[day] ?? { on: false, from: '09:00', to: '17:00' }), ...change } },
    }));
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? `Availability of ${member.name}` : 'Availability'}
      description="Hours are Brisbane time. Queensland public holidays are never offered."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="availability-form">
            Save Availability
          </Button>
        </>
      }
    >
      <form id="availability-form" onSubmit={save} className="space-y-6">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={form.takingCalls}
            onChange={(event) => setForm({ ...form, takingCalls: event.target.checked })}
            className="size-4 accent-brand-700"
          />
          Taking calls
        </label>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Weekly hours</legend>
          {fields.weeklyHours && (
            <p role="alert" className="text-sm text-red-700">
              {fields.weeklyHours}
            </p>
          )}
          <div className="mt-2 space-y-2">
            {WEEKDAYS.map(({ day, label }) => {
              const value = form.days[String(day)] ?? { on: false, from: '09:00', to: '17:00' };
              return (
                <div key={day} className="flex flex-wrap items-end gap-3">
                  <label className="flex w-32 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={value.on}
                      onChange={(event) => setDay(String(day), { on: event.target.checked })}
                      className="size-4 accent-brand-700"
                    />
                    {label}
                  </label>
                  <TextField
                    label={`${label} from`}
                    type="time"
                    step={300}
                    value={value.from}
                    disabled={!value.on}
                    onChange={(event) => setDay(String(day), { from: event.target.value })}
                  />
                  <TextField
                    label={`${label} to`}
                    type="time"
                    step={300}
                    value={value.to}
                    disabled={!value.on}
                    onChange={(event) => setDay(String(day), { to: event.target.value })}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Call length"
            value={form.callMinutes}
            error={fields.callMinutes}
            onChange={(event) => setForm({ ...form, callMinutes: event.target.value })}
          >
            {CALL_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Buffer between calls"
            value={form.bufferMinutes}
            error={fields.bufferMinutes}
            onChange={(event) => setForm({ ...form, bufferMinutes: event.target.value })}
          >
            {[0, 5, 10, 15, 20, 30, 45, MAX_BUFFER_MINUTES].map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? 'None' : `${minutes} minutes`}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Minimum notice (business hours)"
            type="number"
            min={0}
            value={form.noticeHours}
            error={fields.noticeHours}
            onChange={(event) => setForm({ ...form, noticeHours: event.target.value })}
          />
          <TextField
            label="Most calls a day"
            hint="Empty for no limit."
            type="number"
            min={1}
            value={form.maxCallsPerDay}
            error={fields.maxCallsPerDay}
            onChange={(event) => setForm({ ...form, maxCallsPerDay: event.target.value })}
          />
        </div>
        <TextAreaField
          label="Days off"
          hint="One date a line, such as 2026-12-24."
          rows={3}
          value={form.daysOff}
          error={fields.daysOff ?? Object.entries(fields).find(([key]) => key.startsWith('daysOff.'))?.[1]}
          onChange={(event) => setForm({ ...form, daysOff: event.target.value })}
        />
      </form>
    </Dialog>
  );
}

/** The availability card of the Booked Calls screen, loading its own overview. */
export function AvailabilityCard() {
  const [overview, setOverview] = useState<AvailabilityOverview | null>(null);
  const [editing, setEditing] = useState<StaffAvailabilityView | null>(null);
  const loadAvailability = useCallback(async () => {
    await runAction(async () => setOverview(await requestJson<AvailabilityOverview>('/api/admin/bookings/availability')), {
      failed: BOOKING_MESSAGES.loadFailed,
    });
  }, []);
  useEffect(() => {
    void loadAvailability();
  }, [loadAvailability]);

  return (
    <>
      <Card>
        <CardHeader
          title="Availability"
          description="When each admin takes calls. A visitor is given the first free admin in this list."
        />
        <CardContent className="space-y-4">
          {overview === null ? (
            <LoadingState label="Loading availability..." />
          ) : (
            <>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={overview.settings.visitorChoosesPartner}
                  onChange={(event) => {
                    const visitorChoosesPartner = event.target.checked;
                    void runAction(
                      () => requestJson('/api/admin/bookings/settings', { method: 'PUT', body: { visitorChoosesPartner } }),
                      {
                        failed: BOOKING_MESSAGES.saveFailed,
                        success: BOOKING_MESSAGES.settingsSaved,
                      },
                    ).then((saved) => saved && setOverview({ ...overview, settings: { visitorChoosesPartner } }));
                  }}
                  className="size-4 accent-brand-700"
                />
                Visitors may choose who they speak with
              </label>
              <DataTable
                caption="Availability of each admin"
                rows={overview.staff}
                empty="No admins."
                columns={[
                  { header: 'Admin', cell: (member) => member.name },
                  { header: 'Hours', cell: (member) => availabilitySummary(member.availability) },
                ]}
                actions={(member) => (
                  <IconButton
                    label={`Edit the availability of ${member.name}`}
                    icon={Pencil}
                    onClick={() => setEditing(member)}
                  />
                )}
              />
            </>
          )}
        </CardContent>
      </Card>
      <AvailabilityDialog
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void loadAvailability();
        }}
      />
    </>
  );
}
