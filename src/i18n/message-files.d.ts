// The script-tag build's table of message files (src/build/message-files.ts makes it).
declare module 'virtual:weather-widgets/message-files' {
  const files: Readonly<Record<string, { file: string; integrity: string }>>;
  export default files;
}
