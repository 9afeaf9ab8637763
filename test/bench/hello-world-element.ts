// The yardstick of the first-render bench: the smallest Lit element there is. The bench bundles it
// (with Lit) into one classic script, as a site would ship its own Lit element.
import { html, LitElement } from 'lit';

class HelloWorld extends LitElement {
  override render() {
    return html`<p>Hello</p>`;
  }
}

customElements.define('hello-world', HelloWorld);
