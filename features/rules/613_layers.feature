Feature: Interaction of continuous effects: abilities in layer 6 (CR 613.1f)
  Effects that add or remove abilities apply in layer 6 (613.1f), in timestamp order (613.7); an effect that
  changes only power and toughness applies in layer 7 (613.4c) and leaves the abilities alone. An effect that
  makes a permanent lose all abilities removes those it has then, printed or granted by another effect.

  @id:layers-pump-keeps-granted-keywords @cr:613.1f @cr:613.4c @cr:702.20b @cr:702.15b
  Scenario: A creature token pumped by Opera Love Song keeps the vigilance and lifelink Teysa Karlov gives it
    CR 613.1f: abilities are added in layer 6; Opera Love Song's +2/+0 applies in layer 7c (613.4c) and
    removes nothing, so the Phyrexian Goblin token still has vigilance (it doesn't tap to attack, 702.20b) and
    lifelink (Alice gains the 3 life its damage makes Bob lose, 702.15b).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Teysa Karlov and Phyrexian Goblin
    And Alice has Opera Love Song in her hand
    And Alice has {R}{C} in her mana pool
    And Alice will choose the mode "One or two target creatures each get +2/+0 until end of turn."
    And Alice will choose Phyrexian Goblin, then no more as targets
    When Alice casts Opera Love Song from her hand
    And all players pass priority until the stack is empty
    Then Phyrexian Goblin is 3/1
    When Alice attacks with Phyrexian Goblin
    Then Phyrexian Goblin is untapped
    When the game advances to Alice's end of combat step
    Then Bob's life total is 17
    And Alice's life total is 23

  @id:layers-pump-keeps-equipment-granted-haste @cr:613.1f @cr:613.4c @cr:702.10b @cr:302.6
  Scenario: Isamaru, pumped by Opera Love Song, keeps the haste Samurai's Katana gives it and attacks the turn it came
    CR 613.1f: abilities are added in layer 6; Opera Love Song's +2/+0 applies in layer 7c (613.4c) and
    removes nothing, so Isamaru, Hound of Konda, equipped with Samurai's Katana, still has haste and can attack
    though Alice hasn't controlled it continuously since her turn began (302.6, 702.10b).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Isamaru, Hound of Konda (summoning sick) and Samurai's Katana (attached to Isamaru, Hound of Konda)
    And Alice has Opera Love Song in her hand
    And Alice has {R}{C} in her mana pool
    And Alice will choose the mode "One or two target creatures each get +2/+0 until end of turn."
    And Alice will choose Isamaru, Hound of Konda, then no more as targets
    When Alice casts Opera Love Song from her hand
    And all players pass priority until the stack is empty
    Then Isamaru, Hound of Konda is 6/4
    When Alice attacks with Isamaru, Hound of Konda
    And the game advances to Alice's end of combat step
    Then Bob's life total is 14

  @id:layers-humble-removes-printed-triggered-ability @cr:613.1f @cr:611.2a @cr:603.2
  Scenario: Soul Warden, Humbled, has no triggered ability: a creature entering gains Alice no life
    CR 613.1f: Humble's "loses all abilities" applies in layer 6; until end of turn Soul Warden has no
    "whenever another creature enters" ability, so nothing triggers (603.2) when Grizzly Bears enters.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Soul Warden
    And Alice has Humble and Grizzly Bears in her hand
    And Alice has {W}{W} in her mana pool
    And Alice will choose Soul Warden as targets
    When Alice casts Humble from her hand
    And all players pass priority until the stack is empty
    Then Soul Warden is 0/1
    When an effect puts Grizzly Bears from Alice's hand onto the battlefield under her control
    Then no triggered ability is put on the stack
    And Alice's life total is 20

  @id:layers-humble-removes-earlier-granted-vigilance @cr:613.1f @cr:613.7 @cr:702.20b
  Scenario: A creature token Humbled after Teysa Karlov entered loses the vigilance Teysa gives it
    CR 613.7: within layer 6, effects apply in timestamp order; Teysa Karlov's grant (its timestamp is Teysa's,
    613.7a) comes before Humble's, so Humble removes vigilance too and the Phyrexian Goblin token taps to attack
    (508.1f).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Teysa Karlov and Phyrexian Goblin
    And Alice has Humble in her hand
    And Alice has {W}{W} in her mana pool
    And Alice will choose Phyrexian Goblin as targets
    When Alice casts Humble from her hand
    And all players pass priority until the stack is empty
    And Alice attacks with Phyrexian Goblin
    Then Phyrexian Goblin is tapped

  @id:layers-teysa-after-humble-grants-vigilance @cr:613.1f @cr:613.7 @cr:613.7a @cr:702.20b
  Scenario: Teysa Karlov entering after Humble resolved gives the Humbled creature token vigilance
    CR 613.7a: a static ability's effect has the timestamp of the object with it; Teysa Karlov enters after
    Humble's effect began, so in layer 6 its grant applies after Humble's removal and the Phyrexian Goblin token
    has vigilance: it doesn't tap to attack (702.20b).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Phyrexian Goblin
    And Alice has Humble and Teysa Karlov in her hand
    And Alice has {W}{W} in her mana pool
    And Alice will choose Phyrexian Goblin as targets
    When Alice casts Humble from her hand
    And all players pass priority until the stack is empty
    And an effect puts Teysa Karlov from Alice's hand onto the battlefield under her control
    And Alice attacks with Phyrexian Goblin
    Then Phyrexian Goblin is untapped

  @id:layers-two-equipment-grant-a-trigger-once @cr:613.1f @cr:603.2 @cr:301.5
  Scenario: With two Equipment attached, Isamaru has Black Mage's Rod's granted ability once, and it triggers once
    CR 613.1f: Black Mage's Rod gives the equipped creature "Whenever you cast a noncreature spell, this creature
    deals 1 damage to each opponent" in layer 6, once, however many Equipment are attached to it (CR 301.5):
    Dragoon's Lance grants no ability. Peach Garden Oath, a noncreature spell, triggers it once (CR 603.2), so
    Bob is dealt 1 damage.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Isamaru, Hound of Konda, Dragoon's Lance (attached to Isamaru, Hound of Konda) and Black Mage's Rod (attached to Isamaru, Hound of Konda)
    And Alice has Peach Garden Oath in her hand
    And Alice has {W} in her mana pool
    When Alice casts Peach Garden Oath from her hand
    Then the triggered abilities put on the stack are 1 from Isamaru, Hound of Konda
    When all players pass priority until the stack is empty
    Then Bob's life total is 19
    And Alice's life total is 22
