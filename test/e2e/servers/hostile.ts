/** What a compromised or careless upstream might call a place: the widgets must show it as text. */
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
