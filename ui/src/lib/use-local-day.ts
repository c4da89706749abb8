import { useEffect, useState } from 'react';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** The browser's local date, changing at midnight: a screen showing "today" left open overnight moves on. */
export function useLocalDay(): string {
  const [day, setDay] = useState(today);
  useEffect(() => {
    const timer = window.setInterval(() => setDay(today()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return day;
}
