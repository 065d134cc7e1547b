/** Charts drawn by Chart.js, loaded on first use (never part of the login or study-tab chunks). */
export { BarChart } from './BarChart';
export { CalendarHeatmap } from './CalendarHeatmap';
export type { HeatCell, StudyDay } from './calendar-grid';
export { LineChart, type SeriesPoint } from './LineChart';
