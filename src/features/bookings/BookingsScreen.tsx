// Booked Calls (admins): the calls upcoming, past or in a week view, each moved (to a free time of its
// partner), cancelled or marked held or missed, the visitor told of a move or a cancel by e-mail; below
// them, each admin's availability (AvailabilityCard.tsx).
import { CalendarClock, Check, X } from 'lucide-react';
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { type BadgeMap, StatusBadge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { AreaHeader, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { runAction } from '../admin/run-action.ts';
import { enquiryAdminUrl } from '../contact/emails.ts';
import { AvailabilityCard } from './AvailabilityCard.tsx';
import { BOOKING_MESSAGES, brisbaneClock, brisbaneShortDayLabel, TOPIC_LABELS } from './booking-terms.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { brisbaneDay, brisbaneMidnight } from './slots.ts';
import type { AdminBooking, AdminBookingList, SlotChoice } from './types.ts';

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
  const [moving, setMoving] = useState<AdminBooking | null>(null);
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
  useEffect(() => {
    void loadCalls();
  }, [loadCalls]);

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
      <AvailabilityCard />
      <MoveDialog
        call={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          void loadCalls();
        }}
      />
      {dialog}
    </div>
  );
}
