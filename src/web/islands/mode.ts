import { createContext, useContext } from 'react';

/**
 * True while the server renders a public page as HTML with islands (src/web/entry-server.tsx):
 * nothing outside an island is ever taken over by React in the browser, so a control there must
 * work as HTML (a link, a form) or be handed to an island. The signed-in app leaves it false.
 */
export const IslandsMode = createContext(false);

export const useIslandsMode = (): boolean => useContext(IslandsMode);
