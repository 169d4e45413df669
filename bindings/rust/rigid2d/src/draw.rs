//! Debug drawing: the world describes itself through a [`DebugDraw`].

use std::any::Any;
use std::ffi::c_void;
use std::mem::size_of;
use std::panic::{self, AssertUnwindSafe};
use std::slice;

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::to_len;
use crate::math::Vec2;
use crate::world::World;

/// Receives the drawing of a world. Points are in world coordinates and
/// colours are `0xRRGGBB`. Every method does nothing unless overridden.
///
/// While it draws, the world refuses other calls with
/// [`ErrorKind::Locked`](crate::ErrorKind::Locked).
pub trait DebugDraw {
    /// The outline of a polygon.
    fn draw_polygon(&mut self, _vertices: &[Vec2], _color: u32) {}
    /// A filled polygon.
    fn draw_solid_polygon(&mut self, _vertices: &[Vec2], _color: u32) {}
    /// The outline of a circle.
    fn draw_circle(&mut self, _center: Vec2, _radius: f32, _color: u32) {}
    /// A filled circle; `axis` is a unit vector showing the body's rotation.
    fn draw_solid_circle(&mut self, _center: Vec2, _radius: f32, _axis: Vec2, _color: u32) {}
    /// A filled capsule.
    fn draw_solid_capsule(&mut self, _center1: Vec2, _center2: Vec2, _radius: f32, _color: u32) {}
    /// A line segment.
    fn draw_segment(&mut self, _point1: Vec2, _point2: Vec2, _color: u32) {}
    /// A point of `size` pixels.
    fn draw_point(&mut self, _point: Vec2, _size: f32, _color: u32) {}
}

/// What [`World::draw`] draws, and in which colours (`0xRRGGBB`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DrawOptions {
    /// Shapes; default true.
    pub shapes: bool,
    /// Bounding boxes; default false.
    pub aabbs: bool,
    /// Contact points; default false.
    pub contacts: bool,
    /// Contact normals; default false.
    pub contact_normals: bool,
    /// Centres of mass; default false.
    pub mass: bool,
    /// Joints: their anchors and the lines between them; default true.
    pub joints: bool,
    /// Colour of static bodies.
    pub color_static: u32,
    /// Colour of kinematic bodies.
    pub color_kinematic: u32,
    /// Colour of awake dynamic bodies.
    pub color_dynamic: u32,
    /// Colour of sleeping bodies.
    pub color_sleeping: u32,
    /// Colour of contact points.
    pub color_contact: u32,
    /// Colour of contact normals.
    pub color_normal: u32,
    /// Colour of bounding boxes.
    pub color_aabb: u32,
    /// Colour of centres of mass.
    pub color_mass: u32,
    /// Colour of joints.
    pub color_joint: u32,
}

impl Default for DrawOptions {
    fn default() -> DrawOptions {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_debug_draw_default() };
        DrawOptions {
            shapes: raw.draw_shapes,
            aabbs: raw.draw_aabbs,
            contacts: raw.draw_contacts,
            contact_normals: raw.draw_contact_normals,
            mass: raw.draw_mass,
            joints: raw.draw_joints,
            color_static: raw.color_static,
            color_kinematic: raw.color_kinematic,
            color_dynamic: raw.color_dynamic,
            color_sleeping: raw.color_sleeping,
            color_contact: raw.color_contact,
            color_normal: raw.color_normal,
            color_aabb: raw.color_aabb,
            color_mass: raw.color_mass,
            color_joint: raw.color_joint,
        }
    }
}

/// What the C callbacks reach through their context pointer: the drawer,
/// and the first panic it raised, to be resumed once the library returns
/// (a panic must not unwind through C).
struct Context<'a, D: ?Sized> {
    drawer: &'a mut D,
    panic: Option<Box<dyn Any + Send>>,
}

impl World {
    /// Calls `drawer` for everything `options` selects.
    ///
    /// A panic in `drawer` stops the drawing and is resumed after the
    /// library has unlocked the world.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BoxShape, DebugDraw, DrawOptions, ShapeDef, Vec2, World, WorldDef};
    /// struct Counter(usize);
    /// impl DebugDraw for Counter {
    ///     fn draw_solid_polygon(&mut self, vertices: &[Vec2], _color: u32) {
    ///         self.0 += vertices.len();
    ///     }
    /// }
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// world.create_box(body, &ShapeDef::default(), &BoxShape::new(1.0, 1.0))?;
    /// let mut counter = Counter(0);
    /// world.draw(&mut counter, &DrawOptions::default())?;
    /// assert_eq!(counter.0, 4);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn draw<D: DebugDraw + ?Sized>(&self, drawer: &mut D, options: &DrawOptions) -> Result<()> {
        let mut context = Context { drawer, panic: None };
        let raw = sys::r2d_debug_draw {
            struct_size: size_of::<sys::r2d_debug_draw>() as u32,
            draw_polygon: Some(draw_polygon::<D>),
            draw_solid_polygon: Some(draw_solid_polygon::<D>),
            draw_circle: Some(draw_circle::<D>),
            draw_solid_circle: Some(draw_solid_circle::<D>),
            draw_solid_capsule: Some(draw_solid_capsule::<D>),
            draw_segment: Some(draw_segment::<D>),
            draw_point: Some(draw_point::<D>),
            context: (&mut context as *mut Context<'_, D>).cast(),
            draw_shapes: options.shapes,
            draw_aabbs: options.aabbs,
            draw_contacts: options.contacts,
            draw_contact_normals: options.contact_normals,
            draw_mass: options.mass,
            color_static: options.color_static,
            color_kinematic: options.color_kinematic,
            color_dynamic: options.color_dynamic,
            color_sleeping: options.color_sleeping,
            color_contact: options.color_contact,
            color_normal: options.color_normal,
            color_aabb: options.color_aabb,
            color_mass: options.color_mass,
            draw_joints: options.joints,
            color_joint: options.color_joint,
        };
        // SAFETY: `raw` and the context it points to outlive the call, and
        // the callbacks are instantiated for this `D`.
        let status = unsafe { sys::r2d_world_draw(self.raw, &raw) };
        if let Some(payload) = context.panic {
            panic::resume_unwind(payload);
        }
        check(status)
    }
}

/// Runs one callback on the drawer behind `context`, unless an earlier one
/// panicked; a panic is caught and kept for [`World::draw`].
///
/// # Safety
/// `context` must be the `Context<D>` that [`World::draw`] passed.
unsafe fn with_drawer<D: DebugDraw + ?Sized>(context: *mut c_void, call: impl FnOnce(&mut D)) {
    let context = &mut *context.cast::<Context<'_, D>>();
    if context.panic.is_some() {
        return;
    }
    let drawer = &mut *context.drawer;
    if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(|| call(drawer))) {
        context.panic = Some(payload);
    }
}

/// The library's vertex array as a slice; empty for a null or empty one.
///
/// # Safety
/// A non-null `vertices` must hold `count` points.
unsafe fn vertex_slice<'a>(vertices: *const sys::r2d_vec2, count: i32) -> &'a [Vec2] {
    if vertices.is_null() {
        return &[];
    }
    slice::from_raw_parts(vertices.cast(), to_len(count))
}

unsafe extern "C" fn draw_polygon<D: DebugDraw + ?Sized>(
    vertices: *const sys::r2d_vec2,
    count: i32,
    color: u32,
    context: *mut c_void,
) {
    with_drawer::<D>(context, |d| d.draw_polygon(vertex_slice(vertices, count), color));
}

unsafe extern "C" fn draw_solid_polygon<D: DebugDraw + ?Sized>(
    vertices: *const sys::r2d_vec2,
    count: i32,
    color: u32,
    context: *mut c_void,
) {
    with_drawer::<D>(context, |d| d.draw_solid_polygon(vertex_slice(vertices, count), color));
}

unsafe extern "C" fn draw_circle<D: DebugDraw + ?Sized>(
    center: sys::r2d_vec2,
    radius: f32,
    color: u32,
    context: *mut c_void,
) {
    with_drawer::<D>(context, |d| d.draw_circle(center.into(), radius, color));
}

unsafe extern "C" fn draw_solid_circle<D: DebugDraw + ?Sized>(
    center: sys::r2d_vec2,
    radius: f32,
    axis: sys::r2d_vec2,
    color: u32,
    context: *mut c_void,
) {
    with_drawer::<D>(context, |d| d.draw_solid_circle(center.into(), radius, axis.into(), color));
}

unsafe extern "C" fn draw_solid_capsule<D: DebugDraw + ?Sized>(
    center1: sys::r2d_vec2,
    center2: sys::r2d_vec2,
    radius: f32,
    color: u32,
    context: *mut c_void,
) {
    with_drawer::<D>(context, |d| d.draw_solid_capsule(center1.into(), center2.into(), radius, color));
}

unsafe extern "C" fn draw_segment<D: DebugDraw + ?Sized>(
    point1: sys::r2d_vec2,
    point2: sys::r2d_vec2,
    color: u32,
    context: *mut c_void,
) {
    with_drawer::<D>(context, |d| d.draw_segment(point1.into(), point2.into(), color));
}

unsafe extern "C" fn draw_point<D: DebugDraw + ?Sized>(
    point: sys::r2d_vec2,
    size: f32,
    color: u32,
    context: *mut c_void,
) {
    with_drawer::<D>(context, |d| d.draw_point(point.into(), size, color));
}
