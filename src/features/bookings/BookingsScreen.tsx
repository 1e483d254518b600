// Booked Calls (admins): the calls upcoming, past or in a week view, each moved (to a free time of its
// partner), cancelled or marked held or missed, the visitor told of a move or a cancel by e-mail; and
// each admin's availability, edited for themselves or for another admin, with the firm's setting of
// whether visitors choose their partner.
import { CalendarClock, Check, Pencil, X } from 'lucide-react';
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { type BadgeMap, StatusBadge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { AreaHeader, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { refusedFields, runAction } from '../admin/run-action.ts';
import { enquiryAdminUrl } from '../contact/emails.ts';
import {
  type Availability,
  BOOKING_MESSAGES,
  brisbaneClock,
  brisbaneShortDayLabel,
  CALL_MINUTES,
  DEFAULT_AVAILABILITY,
  MAX_BUFFER_MINUTES,
  TOPIC_LABELS,
  WEEKDAYS,
} from './booking-terms.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { brisbaneDay, brisbaneMidnight } from './slots.ts';
import type { AdminBooking, AdminBookingList, AvailabilityOverview, SlotChoice, StaffAvailabilityView } from './types.ts';

type View = 'upcoming' | 'past' | 'week';
const VIEWS: { id: View; label: string }[] = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
  { id: 'week', label: 'Week' },
];

type CallState = 'confirmed' | 'cancelled' | 'held' | 'missed';
const STATE_BADGES: BadgeMap<CallState> = {
  confirmed: { label: 'Confirmed', tone: 'blue' },
  cancelled: { label: 'Cancelled', tone: 'slate' },
  held: { label: 'Held', tone: 'green' },
  missed: { label: 'Missed', tone: 'amber' },
};
const stateOf = (call: AdminBooking): CallState => (call.status === 'cancelled' ? 'cancelled' : (call.outcome ?? 'confirmed'));
const callPath = (call: AdminBooking, action: string) => `/api/admin/bookings/${encodeURIComponent(call.id)}/${action}`;
const DAY_MS = 24 * 60 * 60 * 1000;

function visitorOf(call: AdminBooking): string {
  return call.company ? `${call.name} (${call.company})` : call.name;
}

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

function MoveDialog({ call, onClose, onMoved }: { call: AdminBooking | null; onClose: () => void; onMoved: () => void }) {
  const [choice, setChoice] = useState<SlotChoice | null>(null);
  const [start, setStart] = useState('');
  const load = useCallback(
    async (day: string | null) => {
      if (!call) return;
      setChoice(null);
      setStart('');
      const query = day ? `?day=${day}` : '';
      await runAction(async () => setChoice(await requestJson<SlotChoice>(`${callPath(call, 'slots')}${query}`)), {
        failed: BOOKING_MESSAGES.loadFailed,
      });
    },
    [call],
  );
  useEffect(() => {
    void load(null);
  }, [load]);
  const move = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!call || !start) return;
    const moved = await runAction(() => requestJson(callPath(call, 'move'), { method: 'POST', body: { start } }), {
      failed: BOOKING_MESSAGES.changeFailed,
      success: BOOKING_MESSAGES.moved,
    });
    if (moved) onMoved();
  };
  return (
    <Dialog
      open={call !== null}
      onOpenChange={(open) => !open && onClose()}
      title={call ? `Move the call with ${visitorOf(call)}` : 'Move the call'}
      description={
        call ? `Now ${brisbaneDateTime(call.startsAt)} with ${call.staffName}. The visitor is e-mailed the new time.` : undefined
      }
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="move-call-form" disabled={!start}>
            Move Call
          </Button>
        </>
      }
    >
      <form id="move-call-form" onSubmit={move}>
        {choice ? (
          choice.days.length > 0 ? (
            <SlotPicker
              idPrefix="admin-move"
              choice={choice}
              dayHref={(day) => `#${day}`}
              onChooseDay={(day, event) => {
                event.preventDefault();
                void load(day);
              }}
              selected={start}
              onSelect={setStart}
            />
          ) : (
            <p className="text-slate-700">{call?.staffName} has no free time in the next eight weeks.</p>
          )
        ) : (
          <LoadingState label="Loading free times..." />
        )}
      </form>
    </Dialog>
  );
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

function WeekView({ week, calls, onWeek }: { week: string; calls: AdminBooking[]; onWeek: (week: string) => void }) {
  const days = Array.from({ length: 7 }, (_, index) => brisbaneDay(brisbaneMidnight(week) + index * DAY_MS + DAY_MS / 2));
  const shift = (weeks: number) => onWeek(brisbaneDay(brisbaneMidnight(week) + weeks * 7 * DAY_MS + DAY_MS / 2));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => shift(-1)}>
          Previous Week
        </Button>
        <h3 className="font-semibold text-slate-800" aria-live="polite">
          Week of {brisbaneShortDayLabel(brisbaneMidnight(week) + DAY_MS / 2)}
        </h3>
        <Button variant="outline" size="sm" onClick={() => shift(1)}>
          Next Week
        </Button>
      </div>
      <ol className="grid gap-2 md:grid-cols-7">
        {days.map((day) => {
          const onDay = calls.filter((call) => brisbaneDay(Date.parse(call.startsAt)) === day);
          return (
            <li key={day} className="rounded-md border border-slate-200 p-2">
              <h4 className="text-xs font-semibold uppercase text-slate-700">
                {brisbaneShortDayLabel(brisbaneMidnight(day) + DAY_MS / 2)}
              </h4>
              {onDay.length === 0 ? (
                <p className="mt-1 text-xs text-slate-600">No calls</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {onDay.map((call) => (
                    <li
                      key={call.id}
                      className={`rounded bg-slate-50 p-1 text-xs ${call.status === 'cancelled' ? 'text-slate-500 line-through' : 'text-slate-800'}`}
                    >
                      <span className="font-semibold">{brisbaneClock(call.startsAt)}</span> {visitorOf(call)}
                      <span className="block text-slate-600">with {call.staffName}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function BookingsScreen({ title }: AreaScreenProps) {
  const [view, setView] = useState<View>('upcoming');
  const [week, setWeek] = useState<string | null>(null);
  const [list, setList] = useState<AdminBookingList | null>(null);
  const [overview, setOverview] = useState<AvailabilityOverview | null>(null);
  const [moving, setMoving] = useState<AdminBooking | null>(null);
  const [editing, setEditing] = useState<StaffAvailabilityView | null>(null);
  const { confirm, dialog } = useConfirm();

  const loadCalls = useCallback(async () => {
    setList(null);
    const query = new URLSearchParams({ when: view });
    if (view === 'week' && week) query.set('week', week);
    const ok = await runAction(async () => setList(await requestJson<AdminBookingList>(`/api/admin/bookings?${query}`)), {
      failed: BOOKING_MESSAGES.loadFailed,
    });
    if (!ok) setList({ bookings: [], week: null });
  }, [view, week]);
  const loadAvailability = useCallback(async () => {
    await runAction(async () => setOverview(await requestJson<AvailabilityOverview>('/api/admin/bookings/availability')), {
      failed: BOOKING_MESSAGES.loadFailed,
    });
  }, []);
  useEffect(() => {
    void loadCalls();
  }, [loadCalls]);
  useEffect(() => {
    void loadAvailability();
  }, [loadAvailability]);

  const change = (call: AdminBooking, action: 'cancel' | 'outcome', body: unknown, success: string) =>
    runAction(() => requestJson(callPath(call, action), { method: 'POST', body }), {
      failed: BOOKING_MESSAGES.changeFailed,
      success,
    }).then((done) => {
      if (done) void loadCalls();
      return done;
    });

  const now = Date.now();
  const calls = list?.bookings ?? [];
  return (
    <div className="space-y-6">
      <AreaHeader heading={title} subtitle="Calls visitors booked at /book-a-call, and when each admin takes them." />
      <Card>
        <CardHeader
          title="Calls"
          description="Move or cancel a call (the visitor is e-mailed), or mark it held or missed once it has started."
        />
        <CardContent className="space-y-4">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Which calls</legend>
            {VIEWS.map((option) => (
              <Button
                key={option.id}
                variant={view === option.id ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={view === option.id}
                onClick={() => setView(option.id)}
              >
                {option.label}
              </Button>
            ))}
          </fieldset>
          {list === null ? (
            <LoadingState label="Loading calls..." />
          ) : view === 'week' && list.week ? (
            <WeekView week={list.week} calls={calls} onWeek={setWeek} />
          ) : (
            <DataTable
              caption={view === 'upcoming' ? 'Upcoming calls' : 'Past calls'}
              rows={calls}
              empty={view === 'upcoming' ? 'No upcoming calls.' : 'No past calls.'}
              columns={[
                { header: 'When (Brisbane)', cell: (call) => brisbaneDateTime(call.startsAt) },
                { header: 'With', cell: (call) => call.staffName },
                {
                  header: 'Visitor',
                  cell: (call) =>
                    call.submissionId ? (
                      <a href={enquiryAdminUrl('', call.submissionId)} className="text-brand-700 underline underline-offset-2">
                        {visitorOf(call)}
                      </a>
                    ) : (
                      visitorOf(call)
                    ),
                },
                { header: 'Topic', cell: (call) => TOPIC_LABELS[call.topic] },
                { header: 'Status', cell: (call) => <StatusBadge value={stateOf(call)} map={STATE_BADGES} /> },
              ]}
              actions={(call) => {
                if (call.status !== 'confirmed') return null;
                const started = Date.parse(call.startsAt) <= now;
                return started ? (
                  <>
                    <IconButton
                      label={`Mark the call with ${visitorOf(call)} held`}
                      icon={Check}
                      onClick={() => void change(call, 'outcome', { outcome: 'held' }, BOOKING_MESSAGES.marked('held'))}
                    />
                    <IconButton
                      label={`Mark the call with ${visitorOf(call)} missed`}
                      icon={X}
                      onClick={() => void change(call, 'outcome', { outcome: 'missed' }, BOOKING_MESSAGES.marked('missed'))}
                    />
                  </>
                ) : (
                  <>
                    <IconButton
                      label={`Move the call with ${visitorOf(call)}`}
                      icon={CalendarClock}
                      onClick={() => setMoving(call)}
                    />
                    <IconButton
                      label={`Cancel the call with ${visitorOf(call)}`}
                      icon={X}
                      danger
                      onClick={() =>
                        confirm({
                          question: `Cancel the call with ${visitorOf(call)}?`,
                          details: `${brisbaneDateTime(call.startsAt)}. The visitor is e-mailed that it is cancelled.`,
                          confirmLabel: 'Cancel Call',
                          busyLabel: 'Cancelling...',
                          cancelLabel: 'Keep Call',
                          onConfirm: () => change(call, 'cancel', undefined, BOOKING_MESSAGES.cancelled),
                        })
                      }
                    />
                  </>
                );
              }}
            />
          )}
        </CardContent>
      </Card>
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
      <MoveDialog
        call={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          void loadCalls();
        }}
      />
      <AvailabilityDialog
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void loadAvailability();
        }}
      />
      {dialog}
    </div>
  );
}
