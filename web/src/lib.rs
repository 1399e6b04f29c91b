//! The static web viewer: a Leptos (client-side rendered) app over the files `execretrieval site`
//! writes. `model` holds the data types and page logic (host-tested); `app` the shell (loaded
//! data, header, routing), `pages` the five pages, `charts` the analyses' SVG charts; `replay`
//! the page side of the Python Web Worker (`static/worker.js` + the `web/worker` crate).

pub mod model;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod charts;
#[cfg(target_arch = "wasm32")]
mod pages;
#[cfg(target_arch = "wasm32")]
mod replay;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    leptos::mount::mount_to_body(app::App);
}
