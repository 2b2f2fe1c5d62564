Feature: White Auracite: exile until this artifact leaves the battlefield
  White Auracite {2}{W}{W} — Artifact
  When this artifact enters, exile target nonland permanent an opponent controls until this artifact leaves the
  battlefield.
  {T}: Add {W}.

  Rulings: features/fin.rulings.json, dated 2025-06-06, each recorded by shaggy806/MTG-Engine only (single-source).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has White Auracite in her hand
    And Alice has {C}{C}{W}{W} in her mana pool
    And Bob has Shatter in his hand
    And Bob has {C}{R} in his mana pool
    And Bob will choose White Auracite as targets

  @ruling:2ec875c94e3b @cr:610.3 @cr:704.5m @cr:704.5n @cr:400.7 @cr:610.3c
  Rule: What was attached to the exiled permanent, and its counters, don't come back with it
    Auras attached to the exiled permanent will be put into their owners' graveyards. Any Equipment will become
    unattached and remain on the battlefield. Any counters on the exiled permanent will cease to exist. When the
    card returns to the battlefield, it will be a new object with no connection to the card that was exiled.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:white-auracite-exiled-creature-loses-aura-equipment-counters
    Scenario: Llanowar Elves is exiled: its Aura goes to the graveyard, its Equipment stays, and it returns a new 1/1
      Given Bob controls Llanowar Elves (with 2 +1/+1 counters), Holy Strength (attached to Llanowar Elves) and Armory of Iroas (attached to Llanowar Elves)
      And Alice will choose Llanowar Elves as targets
      When Alice casts White Auracite from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from White Auracite
      When all players pass priority
      Then Llanowar Elves is in exile
      And Bob has Holy Strength in his graveyard
      And Bob controls Armory of Iroas and no Llanowar Elves
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority
      Then Bob controls Llanowar Elves and Armory of Iroas
      And Llanowar Elves has 0 +1/+1 counters
      And Llanowar Elves is 1/1
      And Bob has Holy Strength in his graveyard
      And no Llanowar Elves is in exile

  @ruling:fd7c848787cc @cr:303.4f @cr:610.3c
  Rule: An exiled Aura's owner chooses what it enchants as it returns
    If an Aura is exiled this way, its owner chooses what it will enchant as it returns to the battlefield.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:white-auracite-aura-returns-enchanting-a-chosen-creature
    Scenario: Holy Strength returns attached to the creature Bob chooses, not to the one it left
      Given Bob controls Llanowar Elves, Grizzly Bears and Holy Strength (attached to Llanowar Elves)
      And Alice will choose Holy Strength as targets
      And Bob will choose Grizzly Bears to enchant
      When Alice casts White Auracite from her hand
      And all players pass priority until the stack is empty
      Then Holy Strength is in exile
      And Llanowar Elves is 1/1
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority
      Then Holy Strength is attached to Grizzly Bears
      And Grizzly Bears is 3/4
      And Llanowar Elves is 1/1

    @id:white-auracite-aura-nothing-to-enchant-stays-exiled @cr:303.4g
    Scenario: CR 303.4g: with no creature to enchant when White Auracite leaves, Holy Strength stays in exile
      CR 303.4g: an Aura entering the battlefield with no legal object to enchant remains in its current zone.

      Given Bob controls Llanowar Elves and Holy Strength (attached to Llanowar Elves)
      And Alice controls Mountain
      And Alice has Lightning Bolt in her hand
      And Alice will choose Holy Strength, then Llanowar Elves as targets
      When Alice casts White Auracite from her hand
      And all players pass priority until the stack is empty
      And Alice activates Mountain's "{T}: Add {R}." ability
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Bob has Llanowar Elves in his graveyard
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority
      Then Holy Strength is in exile
      And Bob controls no Holy Strength

  @ruling:fcfd171d1a16 @cr:610.3b
  Rule: If White Auracite has left before its ability resolves, nothing is exiled
    If White Auracite leaves the battlefield before its triggered ability resolves, the target permanent won't be
    exiled.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:white-auracite-gone-before-resolution
    Scenario: Bob destroys White Auracite in response: Llanowar Elves stays
      Given Bob controls Llanowar Elves
      And Alice will choose Llanowar Elves as targets
      When Alice casts White Auracite from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from White Auracite
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority until the stack is empty
      Then Bob controls Llanowar Elves
      And Alice has White Auracite in her graveyard
      And no Llanowar Elves is in exile

    @id:white-auracite-still-there-exiles @cr:610.3
    Scenario: The other way round: White Auracite destroyed after its ability resolved returns Llanowar Elves
      Given Bob controls Llanowar Elves
      And Alice will choose Llanowar Elves as targets
      When Alice casts White Auracite from her hand
      And all players pass priority until the stack is empty
      Then Llanowar Elves is in exile
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority
      Then Bob controls Llanowar Elves
      And Alice has White Auracite in her graveyard

  @ruling:c6fed29ffa80 @cr:704.5d @cr:111.8
  Rule: An exiled token ceases to exist and doesn't return
    If a token is exiled this way, it will cease to exist and won't return to the battlefield.

    Wording as recorded by shaggy806/MTG-Engine only: single-source.

    @id:white-auracite-exiled-token-never-returns
    Scenario: Bob's Food token is exiled, ceases to exist, and nothing returns when White Auracite leaves
      Given Bob controls Food
      And Alice will choose Food as targets
      When Alice casts White Auracite from her hand
      And all players pass priority until the stack is empty
      Then Bob controls no Food
      And no Food is in exile
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority
      Then Bob controls no Food
      And Alice has White Auracite in her graveyard
