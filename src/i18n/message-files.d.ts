// The script-tag build's table of message files (src/build/message-files.ts makes it).
declare module 'virtual:weather-widgets/message-files' {
  const files: Readonly<Record<string, { file: string; integrity: string }>>;
  export default files;
}

// The climate module's table of its words' files (src/build/climate-module-build.ts makes it).
declare module 'virtual:weather-widgets/climate-message-files' {
  const files: Readonly<Record<string, { file: string; integrity: string }>>;
  export default files;
}
