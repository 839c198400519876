// The map of search results (02 §2 search pages): Leaflet is imported only when the map is shown, and if it
// cannot load the list stays as it is with a short note. It can be hidden (on a phone it takes space).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Box, Group, Text } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import type { MapPoint, ResultsMapHandle } from './leaflet-map.ts';

export type { MapPoint };

const PHONE = '(max-width: 575px)';
const subscribePhone = (change: () => void) => {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
// The server renders for a wide screen; CSS hides the map on a phone from the first paint (nothing moves
// when the page hydrates), and after hydration the phone's state drops it altogether.
const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => !!window.matchMedia?.(PHONE).matches,
    () => false,
  );

export function ResultsMap({ points }: { points: MapPoint[] }) {
  // Behind its toggle on a phone, so the first result is in sight without scrolling.
  const phone = usePhone();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? !phone;
  const toggle = (open: boolean, hidden?: { hiddenFrom?: 'xs'; visibleFrom?: 'xs' }) => (
    <Group justify="flex-end" mb={4} {...hidden}>
      <AppButton design="primary-frameless" size="small" onClick={() => setChosen(!open)} aria-expanded={open}>
        {open ? 'Karte ausblenden' : 'Karte anzeigen'}
      </AppButton>
    </Group>
  );
  // Until the person chooses, the layout follows the screen width in CSS (the server cannot know it).
  if (chosen === null && shown)
    return (
      <section aria-label="Karte der Treffer">
        {toggle(false, { hiddenFrom: 'xs' })}
        {toggle(true, { visibleFrom: 'xs' })}
        <Box visibleFrom="xs">
          <MapBox points={points} />
        </Box>
      </section>
    );
  return (
    <section aria-label="Karte der Treffer">
      {toggle(shown)}
      {shown ? <MapBox points={points} /> : null}
    </section>
  );
}

function MapBox({ points }: { points: MapPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<ResultsMapHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const go = useRef(navigate);
  go.current = navigate;

  useEffect(() => {
    let live = true;
    // Hidden by CSS on a phone until the person asks for it: Leaflet is not worth loading there.
    if (box.current && !box.current.offsetParent) return;
    import('./leaflet-map.ts')
      .then((m) => {
        if (!live || !box.current) return;
        handle.current = m.createMap(box.current, (href) => void go.current(href));
        setReady(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  // Redraw only when the set of results changes (another page loaded, another search).
  const key = points.map((p) => p.id).join(',');
  const latest = useRef(points);
  latest.current = points;
  useEffect(() => {
    if (ready) handle.current?.show(latest.current);
  }, [ready, key]);

  if (failed)
    return (
      <Text size="sm" c="gray.7">
        Die Karte konnte nicht geladen werden. Die Treffer stehen in der Liste.
      </Text>
    );
  // Leaflet's own background (#ddd) from the first paint: the server's HTML shows the map's place, not a white hole.
  return <Box ref={box} h={{ base: 260, sm: 360 }} bg="#ddd" style={{ borderRadius: 8, zIndex: 0 }} data-testid="results-map" />;
}
