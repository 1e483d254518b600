// The analytics screen's charts (Recharts). Each chart is a picture of a table the screen also shows:
// the chart is hidden from screen readers behind a one-line description, and its table view, one
// button away, is the accessible form of the same figures.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportRow } from './report-types.ts';

const AXIS = { fontSize: 12, fill: '#334155' };

export function OverTimeChart({ rows, description }: { rows: ReportRow[]; description: string }) {
  return (
    <div role="img" aria-label={description} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis dataKey="period" tick={AXIS} minTickGap={24} />
          <YAxis tick={AXIS} allowDecimals={false} width={48} />
          <Tooltip />
          <Legend />
          <Line
            type="monotone"
            dataKey="views"
            name="Views"
            stroke="#1d4ed8"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke="#b45309"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function TopBarChart({ rows, labelKey, description }: { rows: ReportRow[]; labelKey: string; description: string }) {
  return (
    <div role="img" aria-label={description} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows.slice(0, 10)}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis type="number" tick={AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey={labelKey} tick={AXIS} width={180} />
          <Tooltip />
          <Bar dataKey="views" name="Views" fill="#1d4ed8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
