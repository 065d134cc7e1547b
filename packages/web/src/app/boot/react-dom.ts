/** Boot stage 2 (main.tsx): React DOM, the largest module of the start; evaluated in a task of its own. */
export { createRoot } from 'react-dom/client';
