import { useLocation } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { StatusScreen } from '../components/ui/StatusScreen';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <StatusScreen icon={MapPinOff} title="Page not found">
      There is no page at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{pathname}</code>.
    </StatusScreen>
  );
}
