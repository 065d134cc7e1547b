/**
 * The charting library (Chart.js 4 + the matrix chart for the calendar), registered once. Only
 * this module imports it at run time, and only through `loadCharts` (a lazy chunk): the login
 * page and the study tab never download it.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, MatrixController, MatrixElement);
Chart.register(CategoryScale, LinearScale, Filler, Tooltip);
Chart.defaults.animation = false;
Chart.defaults.maintainAspectRatio = false;

export { Chart };
