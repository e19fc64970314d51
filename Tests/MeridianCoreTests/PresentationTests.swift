import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore
import Testing

@Suite struct PresentationTests {
    @Test func theClockListShowsEachZoneInOrderWithItsTime() throws {
        var state = firstLaunch  // 2026-03-29 12:00 UTC, user in London (BST)
        state.viewState.master.sortOrder = .byOffset
        state.viewState.detail = DetailPane(zoneID: WorldClock.standard["Tokyo"].id, nameText: "Tokyo")
        let model = ClockListModel(state)
        #expect(model.rows.map(\.name) == ["New York", "UTC", "London", "Tokyo", "Brisbane"])
        #expect(model.rows[0] == ClockRow(
            zone: WorldClock.standard["New York"],
            time: ZoneTime(
                minuteOfDay: 480, relativeDay: .today, utcOffset: "\u{2212}04:00", abbreviation: "EDT", isDaylightSavingTime: true,
                secondsAheadOfHere: -5 * 3600, day: 20_541)))
        #expect(model.rows[0].details == "5 hours behind")
        #expect(model.rows[0].accessibleName == "New York, 08:00, 5 hours behind")
        #expect(model.rows[0].removeLabel == "Remove New York")
        #expect(model.rows[4].localTime == "22:00")
        #expect(model.selectedZoneID == WorldClock.standard["Tokyo"].id)
        #expect(model.canEdit)
        #expect(model.canSort && !model.isEmpty)
        state.document.zones = []
        #expect(!ClockListModel(state).canEdit)
    }

    /// Two clocks named alike (London renamed UTC) say their zones, on screen and aloud, and
    /// their remove buttons name them apart; a clock whose name is its own says nothing more.
    @Test func clocksNamedAlikeSayTheirZones() throws {
        var state = firstLaunch
        let london = try #require(state.document.zones.firstIndex { $0.id == WorldClock.standard["London"].id })
        state.document.zones[london].name = "UTC"
        let rows = ClockListModel(state).rows
        let alike = rows.filter { $0.name == "UTC" }
        #expect(alike.count == 2)
        #expect(Set(alike.map(\.details)) == ["1 hour behind · UTC", "Same time as here · Europe/London"], "\(alike.map(\.details))")
        #expect(Set(alike.map(\.accessibleName)).count == 2 && alike.allSatisfy { $0.accessibleName.hasSuffix(", UTC") || $0.accessibleName.hasSuffix(", Europe/London") })
        #expect(Set(alike.map(\.removeLabel)) == ["Remove UTC (UTC)", "Remove UTC (Europe/London)"])
        let tokyo = try #require(rows.first { $0.name == "Tokyo" })
        #expect(!tokyo.details.contains("Asia/Tokyo") && tokyo.removeLabel == "Remove Tokyo")
    }

    /// With every clock removed the list says what to do, and sorting and editing are off.
    @Test func anEmptyListShowsItsEmptyStateWithNothingToSortOrEdit() throws {
        var state = firstLaunch
        state.document.zones = [WorldClock.standard["Tokyo"]]
        let one = ClockListModel(state)
        #expect(!one.isEmpty && one.canSort && one.canEdit)
        state.document.zones = []
        let empty = ClockListModel(state)
        #expect(empty.isEmpty && !empty.canSort && !empty.canEdit && empty.rows.isEmpty)
    }

    /// A row is described from itself alone: edit mode is in each row, which shows its remove
    /// button then; the list's scroll offset is in the model.
    @Test func inEditModeEveryRowShowsItsRemoveButton() throws {
        var state = firstLaunch
        #expect(ClockListModel(state).rows.allSatisfy { !$0.showsRemoveButton })
        state.viewState.master.isEditing = true
        state.viewState.master.scrollOffsetY = 42
        let editing = ClockListModel(state)
        #expect(editing.isEditing && editing.rows.count == 5 && editing.rows.allSatisfy(\.showsRemoveButton))
        #expect(editing.scrollOffsetY == 42)
        // Only the remove button and the words of moving it differ between a row in edit mode
        // and the same row out of it.
        var shown = editing.rows[0]
        shown.showsRemoveButton = false
        shown.moveDescription = nil
        #expect(shown == ClockListModel(firstLaunch).rows[0])
    }

    @Test func theRemovalNoticeNamesTheZoneAndHowToUndo() throws {
        var state = firstLaunch
        #expect(RemovalNoticeModel(state) == nil)
        state.viewState.notice = RemovalNotice(zoneID: testID(3), zoneName: "Zoë’s")
        let model = try #require(RemovalNoticeModel(state))
        #expect(model.text == "Removed Zoë’s")
        #expect(model.accessibleName == "Removed Zoë’s. Undo with Ctrl+Z.")
    }

    @Test func theClocksReadAsTheDesktopOrTheLocaleSays() throws {
        // GNOME's setting first; without it, the locale's time format.
        #expect(ClockFormat.resolve(desktopSetting: "12h", localeTimeFormat: "%H:%M:%S") == .twelveHour)
        #expect(ClockFormat.resolve(desktopSetting: "24h", localeTimeFormat: "%r") == .twentyFourHour)
        #expect(ClockFormat.resolve(desktopSetting: nil, localeTimeFormat: "%r") == .twelveHour)  // en_US
        #expect(ClockFormat.resolve(desktopSetting: nil, localeTimeFormat: "%I:%M:%S %p") == .twelveHour)
        #expect(ClockFormat.resolve(desktopSetting: nil, localeTimeFormat: "%T") == .twentyFourHour)  // de_DE
        #expect(ClockFormat.resolve(desktopSetting: "sundial", localeTimeFormat: "%T") == .twentyFourHour)
        let times = [0, 59, 12 * 60, 13 * 60 + 5, 23 * 60 + 59]
        #expect(times.map { ClockFormat.twentyFourHour.text(minuteOfDay: $0) } == ["00:00", "00:59", "12:00", "13:05", "23:59"])
        #expect(times.map { ClockFormat.twelveHour.text(minuteOfDay: $0) } == [
            "12:00\u{2009}AM", "12:59\u{2009}AM", "12:00\u{2009}PM", "1:05\u{2009}PM", "11:59\u{2009}PM",
        ])
        // The list and the detail pane both follow it.
        var state = firstLaunch
        state.viewState.detail = DetailPane(zoneID: WorldClock.standard["New York"].id, nameText: "New York")
        let list = ClockListModel(state, clockFormat: .twelveHour)
        let newYork = try #require(list.rows.first { $0.name == "New York" })
        #expect(newYork.localTime == "8:00\u{2009}AM" && newYork.accessibleName == "New York, 8:00\u{2009}AM, 5 hours behind")
        #expect(DetailModel(state, clockFormat: .twelveHour)?.localTime == "8:00\u{2009}AM")
    }

    @Test func theDetailPaneShowsTheZoneAndTheRenameError() throws {
        var state = firstLaunch
        #expect(DetailModel(state) == nil)
        let kolkata = Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Home")
        state.document.zones.append(kolkata)
        state.viewState.detail = DetailPane(zoneID: kolkata.id, nameText: "Home\t", nameError: .controlCharacter)
        let model = try #require(DetailModel(state))
        #expect(model.name == "Home")
        #expect(model.localTime == "17:30")
        #expect(model.identifier == "Asia/Kolkata")
        // Where the system knows no letters for the zone, the offset is not said twice.
        let abbreviation = try #require(ZoneTime(identifier: "Asia/Kolkata", at: noon.date, userTimeZone: "Europe/London")).abbreviation
        #expect(model.offset == (abbreviation.hasPrefix("GMT+") ? "UTC +05:30 · Today" : "UTC +05:30 · \(abbreviation) · Today"))
        state.viewState.detail = DetailPane(zoneID: WorldClock.standard["New York"].id, nameText: "New York")
        let newYork = try #require(ZoneTime(identifier: "America/New_York", at: noon.date, userTimeZone: "Europe/London"))
        #expect(DetailModel(state)?.offset == (newYork.abbreviation.hasPrefix("GMT-") ? "UTC −04:00 · Today" : "UTC −04:00 · \(newYork.abbreviation) · Today"))
        #expect(model.daylightSaving == "Standard time")
        #expect(model.nameText == "Home\t")
        #expect(model.nameError == ZoneNameError.controlCharacter.description)
    }

    @Test func thePlayerSaysWhatItIsDoing() throws {
        let idle = PlayerModel(PlayerState())
        #expect(idle.statusLine == "No media open")
        #expect(idle.title == "Open a video or audio file with Ctrl+M, or drop one here")
        #expect(idle.playPauseLabel == "Play")
        #expect(!idle.canPlay)
        #expect(idle.positionText == "0:00 / 0:00")
        #expect(idle.transitionMilliseconds == 250)
        let clip = Media(uri: "file:///a.ogv", title: "clip")
        let playing = PlayerModel(PlayerState(media: clip, status: .playing, intent: .play, position: 72, duration: 600))
        #expect(playing.playPauseLabel == "Pause")
        #expect(playing.playPauseIcon == "media-playback-pause-symbolic")
        #expect(playing.positionText == "1:12 / 10:00")
        #expect(playing.statusLine == "Playing clip")
        #expect(PlayerModel(PlayerState(media: clip, status: .ended, intent: .play)).playPauseLabel == "Play")
        let failed = PlayerModel(PlayerState(media: clip, status: .failed(UserMessage(verbatim: "No such file."))))
        #expect(failed.statusLine == "No such file.")
        // Found by the stranger's pass of issue 60: Play stayed on for a file that is not media.
        #expect(!failed.canPlay && !failed.showsVideo)
        #expect(PlayerModel(PlayerState(media: clip, status: .buffering, intent: .play, bufferingPercent: 30)).statusLine == "Buffering clip… 30%")
        #expect(PlayerModel(PlayerState(chrome: .hidden(.fadeAway))).transitionMilliseconds == 500)
        #expect(idle.isEmpty && !playing.isEmpty)
        #expect(idle.screen(hasVideoWidget: true) == .placeholder)
        #expect(playing.screen(hasVideoWidget: true) == .video && playing.screen(hasVideoWidget: false) == .placeholder)
        #expect(PlayerModel(PlayerState(media: clip, status: .failed(UserMessage(verbatim: "No such file.")))).screen(hasVideoWidget: true) == .placeholder)
        // A sound has no picture: its page stands in, where the sink would keep the last video's frame.
        let sound = PlayerModel(PlayerState(media: clip, status: .playing, intent: .play), engine: .soundOnly)
        #expect(sound.screen(hasVideoWidget: true) == .sound && sound.screen(hasVideoWidget: false) == .placeholder)
        #expect(PlayerModel(PlayerState(media: clip, status: .failed(UserMessage(verbatim: "No such file."))), engine: .soundOnly).screen(hasVideoWidget: true) == .placeholder)
    }

    /// The speed control shows the speed that plays and offers the usual ones; a speed sent
    /// from the inspector is offered too, in its place, so the menu shows what plays.
    @Test func theSpeedControlShowsTheSpeedThatPlays() throws {
        let clip = Media(uri: "file:///tmp/clip.ogv", title: "clip")
        let normal = PlayerModel(PlayerState(media: clip)).speed
        #expect(normal.label == "1×")
        #expect(normal.accessibleName == "Playback speed, 1×")
        #expect(normal.options.map(\.title) == ["0.25×", "0.5×", "0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×"])
        #expect(normal.current == 1)
        let odd = PlayerModel(PlayerState(media: clip, rate: 3.5)).speed
        #expect(odd.label == "3.5×" && odd.current == 3.5)
        #expect(odd.options.map(\.rate) == [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3.5])
        let slow = PlayerModel(PlayerState(media: clip, rate: 0.0625)).speed
        #expect(slow.options.first?.rate == 0.0625 && slow.accessibleName == "Playback speed, 0.06×")
    }

    /// With nothing selected and no media, the clocks have the window; the detail pane and the
    /// player take a column beside them only while they have something to show, and with no
    /// media the player is a strip that says how to open some.
    @Test func theClocksHaveTheRoomWhenNothingElseHasAnythingToShow() throws {
        var state = firstLaunch
        #expect(ContentLayout(state) == ContentLayout(firstLaunch))
        #expect(!ContentLayout(state).showsSideColumn && ContentLayout(state).showsEmptyPlayer)
        state.viewState.detail = DetailPane(zoneID: WorldClock.standard["Tokyo"].id, nameText: "Tokyo")
        #expect(ContentLayout(state).showsSideColumn && ContentLayout(state).showsDetail && ContentLayout(state).showsEmptyPlayer)
        state.viewState.detail = DetailPane(zoneID: UUID(), nameText: "Gone")
        #expect(!ContentLayout(state).showsSideColumn, "a selection of no zone shows no detail")
        state.player = PlayerState(media: Media(uri: "file:///a.ogv", title: "clip"))
        #expect(ContentLayout(state).showsSideColumn && ContentLayout(state).showsPlayer && !ContentLayout(state).showsEmptyPlayer)
    }
}

extension PresentationTests {
    @Test func theChooserListsWhatTheSearchFindsWithAHint() throws {
        let search = ZoneSearch(catalog: systemCatalog)
        func listing(_ text: String) -> ZoneChooserListing {
            ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: text), document: WorldClock.standard)
        }
        #expect(listing("").rows.isEmpty)
        #expect(listing("").highlighted == nil)
        #expect(listing("").hint == "Type the name of a city, a country or a time zone, e.g. “Mumbai”, “Germany” or “America/”.")
        #expect(listing("kolk").rows.map(\.detail) == ["Asia/Kolkata"])
        #expect(listing("kolk").hint == nil)
        #expect(listing(" mars ").hint == "No place or time zone matches “mars”.")
        #expect(listing(" mars ").highlighted == nil)
        // While the places are still being read, a search lists nothing and says why.
        let reading = ZoneChooserListing(results: nil, chooser: ZoneChooser(searchText: "mumbai"), document: .standard)
        #expect(reading.rows.isEmpty && reading.highlighted == nil)
        #expect(reading.hint == "Looking up the world’s places…")
        #expect(ZoneChooserListing(results: nil, chooser: ZoneChooser(), document: .standard).hint == listing("").hint)
        let many = listing("a")
        #expect(many.rows.count == ZoneChooserListing.maximumShown)
        #expect(many.hint == "\(search.results(for: "a").count - 60) more matches; keep typing to narrow the list.")
    }

    /// Item 8 of issue 59: without GWeather's places, "Mumbai" and "Japan" found "No place or
    /// time zone matches" and nothing said why ("Germany" here: without the tz database's
    /// `zone.tab` this catalog keeps the old zone "Japan"). The chooser says that city and
    /// country names are unavailable, why, and what to install, and still finds zones by name.
    @Test func withoutThePlaceDatabaseTheChooserSaysWhyAndStillFindsZonesByName() throws {
        let missing = ZoneSearch(directory: PlaceDirectory(loaded: .failure(.libraryMissing), catalog: systemCatalog))
        func listing(_ text: String, _ search: ZoneSearch = missing) -> ZoneChooserListing {
            ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: text), document: WorldClock.standard)
        }
        let note = "City and country names are unavailable: the GWeather library could not be loaded. Install the package libgweather-4-0 to find places by them."
        #expect(listing("Mumbai").rows.isEmpty)
        #expect(listing("Mumbai").hint == "No time zone matches “Mumbai”. \(note)")
        #expect(listing("Germany").hint == "No time zone matches “Germany”. \(note)")
        #expect(listing("").hint == "Type the name of a time zone, e.g. “Kolkata”, “Tokyo” or “America/”. \(note)")
        #expect(listing("Kolkata").rows.map(\.detail) == ["Asia/Kolkata"])
        #expect(listing("Tokyo").rows.map(\.detail) == ["Asia/Tokyo"])
        #expect(listing("Kolkata").hint == note)
        let unreadable = ZoneSearch(directory: PlaceDirectory(loaded: .failure(.databaseUnreadable), catalog: systemCatalog))
        #expect(listing("Mumbai", unreadable).hint
            == "No time zone matches “Mumbai”. City and country names are unavailable: GWeather’s database of places could not be read. Reinstalling the package libgweather-4-0 may repair it.")
        // Loaded, the chooser says nothing of it.
        let loaded = ZoneSearch(directory: PlaceDirectory(
            loaded: .success(Gazetteer(cities: [.init(name: "Mumbai", country: "India", identifier: "Asia/Kolkata")])), catalog: systemCatalog))
        #expect(listing("Mumbai", loaded).rows.map(\.title) == ["Mumbai, India"])
        #expect(listing("Mumbai", loaded).hint == nil)
        #expect(listing("Germany", loaded).hint == "No place or time zone matches “Germany”.")
    }

    @Test func aRowNamesThePlaceAndItsCountryOverTheZoneAndMarksAZoneAlreadyInTheList() throws {
        let places = PlaceDirectory(
            gazetteer: Gazetteer(cities: [
                .init(name: "São Paulo", country: "Brazil", identifier: "America/Sao_Paulo"),
                .init(name: "London", country: "United Kingdom", identifier: "Europe/London"),
                .init(name: "London", country: "Canada", identifier: "America/Toronto"),
            ]), catalog: systemCatalog)
        let search = ZoneSearch(directory: places)
        let saoPaulo = ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: "sao paulo"), document: WorldClock.standard)
        #expect(saoPaulo.rows.first == ZoneChooserListing.Row(
            choice: ZoneChoice(identifier: "America/Sao_Paulo", name: "São Paulo"), title: "São Paulo, Brazil", detail: "America/Sao_Paulo",
            addedAs: nil, accessibleName: "São Paulo, Brazil, America/Sao_Paulo"))
        // Europe/London is in the standard list, as "London"; Toronto's London is not.
        var document = WorldClock.standard
        document.zones[1].name = "Granny"
        let london = ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: "london"), document: document)
        #expect(london.rows.map(\.title) == ["London, United Kingdom", "London, Canada"])
        #expect(london.rows.map(\.addedAs) == ["Granny", nil])
        #expect(london.rows[0].accessibleName == "London, United Kingdom, Europe/London, already in the list as “Granny”")
        #expect(london.rows.map(\.addedNote) == ["Already in the list as “Granny”", nil])
        #expect(ZoneChooserListing.addedText == "Added")
    }

    /// A list keeps the chooser's rows by identity: two places of one zone are two rows.
    @Test func eachRowIsKnownByItsZoneAndAnotherRowOfTheSameZoneByWhichItIs() throws {
        let places = PlaceDirectory(
            gazetteer: Gazetteer(cities: [
                .init(name: "Springfield", country: "United States", identifier: "America/Chicago"),
                .init(name: "Springfield", country: "United States", identifier: "America/Chicago"),
                .init(name: "Springfield", country: "United States", identifier: "America/New_York"),
            ]), catalog: systemCatalog)
        let listing = ZoneChooserListing(search: ZoneSearch(directory: places), chooser: ZoneChooser(searchText: "springfield"), document: WorldClock.standard)
        #expect(listing.rows.count == 3)
        #expect(Set(listing.rows.map(\.id)).count == 3)
        #expect(Set(listing.rows.map(\.id)).isSuperset(of: ["America/Chicago", "America/Chicago 2", "America/New_York"]))
    }

    @Test func theHighlightIsAlwaysOnARowThatIsListed() throws {
        let search = ZoneSearch(catalog: systemCatalog)
        func highlighted(_ text: String, _ row: Int) -> Int? {
            ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: text, highlightedRow: row), document: WorldClock.standard).highlighted
        }
        #expect(highlighted("sao", 0) == 0)
        #expect(highlighted("sao", 1) == 1)
        // A file or an older database may say more rows than this search lists: the last.
        #expect(highlighted("sao", 40) == search.results(for: "sao").count - 1)
        #expect(highlighted("sao", -3) == 0)
        #expect(highlighted("zzz", 2) == nil)
    }
}

extension PresentationTests {
    @Test func aSummaryReadsLikeTheWindow() throws {
        var state = firstLaunch
        state.viewState.detail = DetailPane(zoneID: WorldClock.standard["Tokyo"].id, nameText: "Tokyo")
        state.viewState.selection = ZoneChooser(searchText: "kol")
        #expect(StateSummary.lines(of: state, at: noon) == [
            "Clocks at 2026-03-29T12:00:00.000Z, for a user in Europe/London:",
            "  UTC       12:00  1 hour behind",
            "  London    13:00  Same time as here",
            "  New York  08:00  5 hours behind",
            "  Tokyo     21:00  8 hours ahead",
            "  Brisbane  22:00  9 hours ahead",
            "Sorted: Manual",
            "Selected: Tokyo (Asia/Tokyo)",
            "Adding a time zone, searching “kol”",
            "Player: No media open",
        ])
    }

    @Test func aDiffSaysWhatChangedInWords() throws {
        var new = firstLaunch
        new.document.zones[2].name = "Home"
        new.document.zones.removeFirst()
        new.document.zones.append(Zone(id: testID(1), identifier: "Asia/Kolkata", name: "Kolkata"))
        new.document.zones.swapAt(0, 1)
        new.viewState.master.sortOrder = .byName
        new.viewState.detail = DetailPane(zoneID: testID(1), nameText: "Kolkata")
        new.player.rate = 1.5
        #expect(StateDiff.lines(from: firstLaunch, to: new) == [
            "− removed UTC (UTC)",
            "+ added Kolkata (Asia/Kolkata)",
            "~ renamed New York to Home",
            "~ order: Home, London, Tokyo, Brisbane",
            "~ viewState.master.sortOrder: manual → byName",
            "~ viewState.detail: none → DetailPane(zoneID: AA000000-0000-0000-0000-000000000001, nameText: \"Kolkata\", nameError: nil)",
            "~ player.rate: 1.0 → 1.5",
        ])
        #expect(StateDiff.lines(from: firstLaunch, to: firstLaunch).isEmpty)
    }
}
