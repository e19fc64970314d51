import CGtk
import MeridianKitCore

/// A themed icon (`Image`).
@MainActor
extension ImageContent: GtkKind {
    typealias Gtk = GtkImage

    static func make(_ image: ImageContent) -> Widget { gtk_image_new_from_icon_name(image.iconName, GTK_ICON_SIZE_BUTTON) }

    func apply(over old: ImageContent?, to image: UnsafeMutablePointer<GtkImage>, of node: MountedView) {
        if let old, old.iconName != iconName { node.set { gtk_image_set_from_icon_name(image, iconName, GTK_ICON_SIZE_BUTTON) } }
        if old?.pixelSize != pixelSize { node.set { gtk_image_set_pixel_size(image, Int32(pixelSize)) } }
    }
}
