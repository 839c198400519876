// A stream that is over and has a recording is a replay: the page labels it "Aufzeichnung", names nobody as live,
// and its chat is closed (the server refuses new messages: nobody would read them, the replay shows the chat of the
// live stream in time with the video).

export const REPLAY_LABEL = 'Aufzeichnung';
export const REPLAY_CHAT_CLOSED = 'Das ist eine Aufzeichnung: Der Chat ist geschlossen. Schreiben kannst du nur, während der Livestream läuft.';

export const isReplay = (s: { is_live: boolean; replay_url: string | null }) => !s.is_live && !!s.replay_url;
