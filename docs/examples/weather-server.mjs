// server.mjs: the weather service over HTTP, from the embedded world. `node server.mjs`
import { createEmbeddedSource, createWeatherService } from 'weather-widgets/service';
import { createNodeServer } from 'weather-widgets/server';

const service = createWeatherService({
  source: createEmbeddedSource(),
  keys: { 'my-site-key': 'free' },
});
createNodeServer(service).listen(Number(process.env.PORT ?? 8787));
