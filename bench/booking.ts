// `npm run bench:booking`: the free slots of eight weeks for five partners, as the booking page and
// its slots endpoint answer them, with a third of every partner's times already booked, on SQLite and
// on PostgreSQL. Each request goes through the real endpoint in this process (the calendars read from
// the database, the slots cut in memory, JSON), so the times are server time without the network.
// Budget (issue 33): p95 under 50 ms. Writes the results into bench/README.md and fails when missed.
//
// PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database the benchmark may
// create a schema in.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { type Insertable, sql } from 'kysely';
import { loadCalendars, offerFirstAdmin } from '../src/features/bookings/availability.server.ts';
import { confirmedBooking } from '../src/features/bookings/booking-rows.testing.ts';
import { DEFAULT_AVAILABILITY } from '../src/features/bookings/booking-terms.ts';
import { handleSlotsGet } from '../src/features/bookings/endpoint.server.ts';
import { bookingDays, freeSlots } from '../src/features/bookings/slots.ts';
import type { BookingsTable } from '../src/features/bookings/tables.ts';
import type { AppDatabase } from '../src/platform/db/database.ts';
import {
  type BenchDialect,
  onEveryDatabase,
  reportEndpointTimings,
  type Timing,
  timeRequest,
  withBenchServices,
} from './endpoint-timing.ts';

const PARTNERS = 5;
const BUDGET_MS = 50;
const RUNS = 60;
const WARM_UP = 40;

/** Five admins offered on weekdays 9:00 to 17:00, 30-minute calls, and every third free time of each booked. */
async function seed(database: AppDatabase): Promise<number> {
  const { db } = database;
  const now = new Date();
  const ids: string[] = [];
  for (let index = 0; index < PARTNERS; index += 1) {
    const id = randomUUID();
    ids.push(id);
    await db
      .insertInto('users')
      .values({
        id,
        name: `Partner ${index + 1}`,
        email: `partner${index + 1}@example.com.au`,
        email_verified: true,
        image: null,
        role: 'admin',
        banned: false,
        ban_reason: null,
        ban_expires: null,
        two_factor_enabled: false,
        created_at: new Date(now.getTime() + index),
        updated_at: now,
      })
      .execute();
  }
  await offerFirstAdmin(db, now);
  await db
    .insertInto('staff_availability')
    .values(
      ids.slice(1).map((user_id) => ({
        user_id,
        weekly_hours: JSON.stringify(DEFAULT_AVAILABILITY.weeklyHours),
        call_minutes: 30,
        buffer_minutes: 0,
        notice_hours: 4,
        max_calls_per_day: null,
        days_off: '[]',
        taking_calls: true,
        updated_at: now,
      })),
    )
    .execute();
  const { calendars } = await loadCalendars(database, now);
  const rows: Insertable<BookingsTable>[] = [];
  let index = 0;
  for (const slots of freeSlots(calendars, now).values()) {
    for (const slot of slots) {
      for (const staffId of slot.staffIds) {
        index += 1;
        if (index % 3 !== 0) continue;
        rows.push(confirmedBooking(staffId, new Date(slot.start), now));
      }
    }
  }
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto('bookings')
      .values(rows.slice(start, start + 200))
      .execute();
  await sql`insert into booking_day_counts (staff_id, day, calls) select staff_id, day, count(*) from bookings group by staff_id, day`.execute(
    db,
  );
  return rows.length;
}

function run(dialect: BenchDialect, postgresUrl?: string): Promise<Timing[]> {
  return withBenchServices(dialect, postgresUrl, async (services, database) => {
    const booked = await seed(database);
    const days = bookingDays(new Date());
    const lastWeek = days.at(-3) ?? days[0] ?? '';
    const ask = async (query: string) => {
      const response = await handleSlotsGet(new URL(`http://localhost/api/bookings/slots${query}`), services.contact);
      const body = (await response.json()) as { days: unknown[]; times: unknown[] };
      return `${body.days.length} days, ${body.times.length} times of the chosen day; ${booked.toLocaleString('en-AU')} calls booked`;
    };
    // A serving instance answers these warm: the slot code is compiled by the JIT after a few dozen calls.
    for (let warm = 0; warm < WARM_UP; warm += 1) await ask(`?day=${days[warm % days.length]}`);
    // The process's CPU time per answer beside the wall-clock times: on a shared, busy machine the
    // times wait for a core, the CPU time does not.
    const timed = async (label: string, query: string) => {
      const cpu = process.cpuUsage();
      const timing = await timeRequest({ label, runs: RUNS, budget: BUDGET_MS }, () => ask(query));
      const used = process.cpuUsage(cpu);
      const perAnswer = (used.user + used.system) / 1000 / (RUNS + 2);
      return { ...timing, rows: `${timing.rows}; ${perAnswer.toFixed(1)} ms CPU per answer` };
    };
    return [
      await timed('GET /api/bookings/slots (eight weeks, first free day)', ''),
      await timed('GET /api/bookings/slots?day= (a day in week eight)', `?day=${lastWeek}`),
    ];
  });
}

const loadBefore = loadavg()[0] ?? 0;
const { results, postgresSkipped } = await onEveryDatabase(run);
reportEndpointTimings({
  section: 'Booking slots',
  introduction: [
    '## Booking slots (`npm run bench:booking`)',
    '',
    `The free times of the next eight weeks for ${PARTNERS} partners (weekdays 9:00 to 17:00 Brisbane time, 30-minute calls, every third time already booked), through the slots endpoint the booking page uses: the partners' availability, their confirmed calls and day counts read from the database, the slots cut in memory, JSON. ${RUNS} runs after ${WARM_UP} warm-up requests (a serving instance answers them with its slot code compiled), server time without the network; the process's CPU time per answer beside it, which a busy shared machine does not inflate as it does the wall-clock times. Budget: p95 under ${BUDGET_MS} ms on each database.`,
  ],
  results,
  loadBefore,
  postgresSkipped,
});
