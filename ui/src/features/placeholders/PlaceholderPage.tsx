import { PageHeader } from '../../components/ui/PageHeader';
import { PlaceholderCard } from '../../components/ui/PlaceholderCard';
import { PLACEHOLDER_SCREENS, type PlaceholderScreen, type PlaceholderScreenKey } from './screens';

export function PlaceholderPage({ screen }: { screen: PlaceholderScreenKey }) {
  const { title, description, card }: PlaceholderScreen = PLACEHOLDER_SCREENS[screen];
  return (
    <>
      <PageHeader title={title} {...(description ? { description } : {})} />
      <PlaceholderCard title={card.title} icon={card.icon}>
        {card.text}
      </PlaceholderCard>
    </>
  );
}
