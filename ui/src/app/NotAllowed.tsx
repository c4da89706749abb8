import { ShieldX } from 'lucide-react';
import { StatusScreen } from '../components/ui/StatusScreen';

export function NotAllowed() {
  return (
    <StatusScreen icon={ShieldX} title="You don't have access to this page">
      Your role does not include this page. Ask an administrator if you need it.
    </StatusScreen>
  );
}
