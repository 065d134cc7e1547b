/** Boot stage 3 (main.tsx): React Router; evaluated in a task of its own. */
export { createHashRouter, RouterProvider } from 'react-router-dom';
