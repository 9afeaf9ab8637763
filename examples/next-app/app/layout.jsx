// No favicon file: an icon of nothing, so the browser asks for none.
export const metadata = { title: 'Weather · Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
