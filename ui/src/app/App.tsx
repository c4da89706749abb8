import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell } from './AppShell';

// Every path renders the shell for now; public pages (/register, /terms, /privacy) get routes of their own later.
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<AppShell />} />
      </Routes>
    </BrowserRouter>
  );
}
