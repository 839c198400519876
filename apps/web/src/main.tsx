import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './app/global.css';
import { auth } from './lib/auth.ts';
import { App } from './app/app.tsx';

void auth.init();
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
