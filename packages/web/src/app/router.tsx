/** The hash router built from the route table. */
import { createHashRouter } from 'react-router-dom';
import { routes } from './routes';

export const router = createHashRouter(routes);
